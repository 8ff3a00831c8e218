import * as z from 'zod';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The workbench's own settings. */
export const SettingsSchema = z.object({
  theme: z.enum(['light', 'dark']).default('light'),
  autoFormat: z.boolean().default(true),
  timeout: z.number().int().positive().default(DEFAULT_TIMEOUT_MS),
});
export type Settings = z.infer<typeof SettingsSchema>;

export function defaultSettings(): Settings {
  return SettingsSchema.parse({});
}

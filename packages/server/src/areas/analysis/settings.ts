// An owner's recording settings: whether their sends are recorded, how much of a body is kept, how
// long entries stay, and which names are redacted beside the built-in ones.
import * as z from 'zod';

const MIB = 1024 * 1024;
const MAX_REDACTED_NAMES = 50;

/** A header, query parameter, cookie or field name, as the user types it into the settings. */
const RedactedNameSchema = z
  .string()
  .trim()
  .min(1, 'A name to redact cannot be empty')
  .max(100, 'A name to redact holds at most 100 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'A name to redact holds only letters, digits, -, _ and .');

/** Names in the order added, each once whatever its case. */
const RedactedNamesSchema = z
  .array(RedactedNameSchema)
  .max(MAX_REDACTED_NAMES, `At most ${MAX_REDACTED_NAMES} names can be added to redact`)
  .transform((names) =>
    names.filter((name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index),
  );

export const AnalysisSettingsSchema = z.object({
  recording: z.boolean(),
  /** Bodies up to this many bytes are kept; larger ones keep only their hash and size. */
  bodyCapBytes: z
    .number()
    .int()
    .min(0)
    .max(10 * MIB),
  retentionDays: z.number().int().min(1).max(365),
  /** Entries per owner; the oldest beyond it go first. */
  maxEntries: z.number().int().min(1).max(100_000),
  /** Names redacted from what is recorded beside the built-in ones (core's secretNames.ts). */
  redactNames: RedactedNamesSchema,
});
export type AnalysisSettings = z.output<typeof AnalysisSettingsSchema>;

export const AnalysisSettingsPatchSchema = AnalysisSettingsSchema.partial();
export type AnalysisSettingsPatch = z.output<typeof AnalysisSettingsPatchSchema>;

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  recording: true,
  bodyCapBytes: MIB,
  retentionDays: 7,
  maxEntries: 10_000,
  redactNames: [],
};

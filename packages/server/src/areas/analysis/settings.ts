// An owner's recording settings: whether their sends are recorded, how much of a body is kept and
// how long entries stay.
import * as z from 'zod';

const MIB = 1024 * 1024;

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
});
export type AnalysisSettings = z.output<typeof AnalysisSettingsSchema>;

export const AnalysisSettingsPatchSchema = AnalysisSettingsSchema.partial();
export type AnalysisSettingsPatch = z.output<typeof AnalysisSettingsPatchSchema>;

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  recording: true,
  bodyCapBytes: MIB,
  retentionDays: 7,
  maxEntries: 10_000,
};

// A theme and a user's theme preferences: the records the Theme Manager saves and the server keeps.
import { colord } from 'colord';
import * as z from 'zod';

export const THEME_TYPES = ['light', 'dark'] as const;
export type ThemeType = (typeof THEME_TYPES)[number];
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
/** Auto switching follows either the clock or the operating system's light/dark choice. */
const AUTO_THEME_SOURCES = ['schedule', 'system'] as const;
const THEME_NAME_MAX = 80;
const THEME_DESCRIPTION_MAX = 500;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour is a hex value and nothing else; it is stored in its full lower-case form. Being this
 * strict is what keeps a stylesheet built from saved themes free of anything but colours.
 */
const ThemeColorSchema = z
  .string({ error: 'must be a hex colour such as #007bff' })
  .trim()
  .regex(HEX_COLOR, 'must be a hex colour such as #007bff')
  .transform((value) => colord(value).toHex());

export const ThemeColorsSchema = z.object({
  primary: ThemeColorSchema,
  background: ThemeColorSchema,
  textPrimary: ThemeColorSchema,
  border: ThemeColorSchema,
});
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;
export const THEME_COLOR_KEYS = ['primary', 'background', 'textPrimary', 'border'] as const;

/** The kinds of code the editors colour; a theme may choose any of them, the rest are derived. */
export const CODE_TOKEN_KEYS = ['keyword', 'string', 'number', 'property', 'comment'] as const;
export type CodeTokenKey = (typeof CODE_TOKEN_KEYS)[number];
export const ThemeCodeColorsSchema = z.object({
  keyword: ThemeColorSchema.optional(),
  string: ThemeColorSchema.optional(),
  number: ThemeColorSchema.optional(),
  property: ThemeColorSchema.optional(),
  comment: ThemeColorSchema.optional(),
});
export type ThemeCodeColors = z.infer<typeof ThemeCodeColorsSchema>;

export const ThemeNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(THEME_NAME_MAX, `must be at most ${THEME_NAME_MAX} characters`);

/**
 * What a user enters to create a theme (and what an exported theme file holds). Messages name no
 * field: they follow the field's path ('colors.primary must be a hex colour such as #007bff').
 */
export const ThemeInputSchema = z.object({
  name: ThemeNameSchema,
  type: z.enum(THEME_TYPES, { error: 'must be light or dark' }).default('light'),
  description: z
    .string()
    .trim()
    .max(THEME_DESCRIPTION_MAX, `must be at most ${THEME_DESCRIPTION_MAX} characters`)
    .default(''),
  colors: ThemeColorsSchema,
  codeColors: ThemeCodeColorsSchema.optional(),
});
export type ThemeInput = z.infer<typeof ThemeInputSchema>;

export const ThemeSchema = ThemeInputSchema.extend({
  id: z.string().min(1),
  isDefault: z.boolean(),
});
export type Theme = z.infer<typeof ThemeSchema>;

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const ClockTimeSchema = z.string().regex(CLOCK_TIME, 'must be a time such as 08:00');

export const ThemePreferencesSchema = z.object({
  autoTheme: z.boolean().default(false),
  autoThemeSource: z.enum(AUTO_THEME_SOURCES).default('schedule'),
  themeSchedule: z
    .object({ light: ClockTimeSchema.default('08:00'), dark: ClockTimeSchema.default('20:00') })
    .prefault({}),
  customSettings: z
    .object({
      reducedAnimations: z.boolean().default(false),
      highContrast: z.boolean().default(false),
      fontSize: z.enum(FONT_SIZES).default('medium'),
    })
    .prefault({}),
});
export type ThemePreferences = z.infer<typeof ThemePreferencesSchema>;
export const DEFAULT_THEME_PREFERENCES: ThemePreferences = ThemePreferencesSchema.parse({});

/** A change to some preferences: every field, nested ones too, may be left out. */
export const ThemePreferencesPatchSchema = z.object({
  autoTheme: z.boolean().optional(),
  autoThemeSource: z.enum(AUTO_THEME_SOURCES).optional(),
  themeSchedule: z.object({ light: ClockTimeSchema.optional(), dark: ClockTimeSchema.optional() }).optional(),
  customSettings: z
    .object({
      reducedAnimations: z.boolean().optional(),
      highContrast: z.boolean().optional(),
      fontSize: z.enum(FONT_SIZES).optional(),
    })
    .optional(),
});
export type ThemePreferencesPatch = z.infer<typeof ThemePreferencesPatchSchema>;

/** Applies a change to saved preferences, nested groups merged rather than replaced. */
export function mergeThemePreferences(saved: ThemePreferences, patch: ThemePreferencesPatch): ThemePreferences {
  return ThemePreferencesSchema.parse({
    ...saved,
    ...patch,
    themeSchedule: { ...saved.themeSchedule, ...patch.themeSchedule },
    customSettings: { ...saved.customSettings, ...patch.customSettings },
  });
}

/** The theme type a schedule asks for at a given local time ('HH:MM'). */
export function scheduledThemeType(schedule: ThemePreferences['themeSchedule'], now: string): ThemeType {
  const { light, dark } = schedule;
  if (light <= dark) return now >= light && now < dark ? 'light' : 'dark';
  return now >= dark && now < light ? 'dark' : 'light';
}

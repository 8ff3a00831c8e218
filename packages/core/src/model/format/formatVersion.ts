import type * as z from 'zod';

/**
 * One version of the native file: the schema its files are read with. `latest.ts` lists every
 * version in order; reading a file parses it with its own version's schema, then lifts it one
 * version at a time.
 */
export interface FormatVersion<Bundle = unknown> {
  version: number;
  schema: z.ZodType<Bundle, unknown>;
}

/** Every version after the first also lifts a bundle of the version before it. */
export interface LaterFormatVersion<Bundle = unknown, Previous = unknown> extends FormatVersion<Bundle> {
  up(previous: Previous): Bundle;
}

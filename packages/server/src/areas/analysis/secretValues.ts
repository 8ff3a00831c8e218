// The request header by which the web app names the values of the variables a send used that the
// user marked secret, so the recorder can scrub them: the proxied request holds them already
// substituted, indistinguishable from any other text. A client that sends no such header (the CLI,
// an older app) still has every credential redacted by its name.
import type { Request } from 'express';
import * as z from 'zod';

/** The header's value is the URI-encoded JSON array of the values. */
export const SECRET_VALUES_HEADER = 'x-courier-secret-values';

const SecretValuesSchema = z.array(z.string());

/** The secret values a send named, or none when the header is absent or not what the app writes. */
export function secretValuesOf(req: Request): string[] {
  const header = req.headers[SECRET_VALUES_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return [];
  try {
    const parsed = SecretValuesSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : [];
  } catch {
    // Not the app's encoding: the names alone decide what is redacted.
    return [];
  }
}

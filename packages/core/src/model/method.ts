import * as z from 'zod';

/** The methods the builder offers. Postman collections also carry custom methods. */
export const STANDARD_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

/** Only these carry a body in exports and generated code. */
export const BODY_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

// RFC 9110 §9.1: a method is a token; custom methods (PROPFIND, PURGE…) are legitimate.
export const MethodSchema = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Method must be an HTTP token')
  .transform((method) => method.toUpperCase());

export function methodCarriesBody(method: string): boolean {
  return BODY_METHODS.includes(method.toUpperCase());
}

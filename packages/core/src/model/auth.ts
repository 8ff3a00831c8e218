import * as z from 'zod';

/**
 * How a request authenticates. `inherit` takes the auth of the enclosing folder or
 * collection, as Postman does for a request without its own auth. The builder's five types have
 * fields of their own; Postman's other types keep their parameters as data so an import → export
 * round trip loses nothing, and the send pipeline reads the same parameter names Postman uses.
 */
const InheritAuthSchema = z.object({ type: z.literal('inherit') });
const NoAuthSchema = z.object({ type: z.literal('none') });
const BearerAuthSchema = z.object({ type: z.literal('bearer'), token: z.string().default('') });
const ApiKeyAuthSchema = z.object({
  type: z.literal('apikey'),
  /** The header (or query parameter) name. */
  key: z.string().default(''),
  value: z.string().default(''),
  in: z.enum(['header', 'query']).default('header'),
});
const BasicAuthSchema = z.object({
  type: z.literal('basic'),
  username: z.string().default(''),
  password: z.string().default(''),
});
const OAuth2AuthSchema = z.object({
  type: z.literal('oauth2'),
  providerId: z.string().optional(),
  providerName: z.string().optional(),
  accessToken: z.string().optional(),
  tokenType: z.string().default('Bearer'),
  /** Postman's own oauth2 attributes (addTokenTo, headerPrefix, grant settings…), kept verbatim. */
  params: z.record(z.string(), z.unknown()).optional(),
});

export const PARAMETERISED_AUTH_TYPES = [
  'digest',
  'oauth1',
  'hawk',
  'awsv4',
  'ntlm',
  'akamai',
  'edgegrid',
  'jwt',
  'asap',
] as const;
export type ParameterisedAuthType = (typeof PARAMETERISED_AUTH_TYPES)[number];

const ParameterisedAuthSchema = z.object({
  type: z.enum(PARAMETERISED_AUTH_TYPES),
  /** Postman's attribute names and values, e.g. awsv4: accessKey, secretKey, region, service. */
  params: z.record(z.string(), z.unknown()).default({}),
});

export const AuthSchema = z.discriminatedUnion('type', [
  InheritAuthSchema,
  NoAuthSchema,
  BearerAuthSchema,
  ApiKeyAuthSchema,
  BasicAuthSchema,
  OAuth2AuthSchema,
  ParameterisedAuthSchema,
]);
export type Auth = z.infer<typeof AuthSchema>;

/** The auth types the builder offers. */
export const BUILDER_AUTH_TYPES = ['none', 'bearer', 'apikey', 'basic', 'oauth2'] as const;

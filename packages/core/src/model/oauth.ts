import * as z from 'zod';

/** An OAuth 2.0 authorization server the user has configured. */
export const OAuthProviderSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  grantType: z.enum(['authorization_code', 'client_credentials']).default('authorization_code'),
  clientId: z.string().trim().min(1),
  clientSecret: z.string().default(''),
  authorizationUrl: z.string().default(''),
  tokenUrl: z.string().trim().min(1),
  redirectUri: z.string().default(''),
  scope: z.string().default(''),
  usePKCE: z.boolean().default(true),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

/** A token as stored: the token endpoint's fields plus bookkeeping. */
export const OAuthTokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  token_type: z.string().default('Bearer'),
  scope: z.string().optional(),
  providerId: z.string(),
  stored_at: z.number(),
  /** Epoch milliseconds, or null when the server gave no lifetime. */
  expires_at: z.number().nullable(),
  updated_at: z.number().optional(),
});
export type OAuthToken = z.infer<typeof OAuthTokenSchema>;

/** A pending authorization-code flow, kept in session storage. */
export const OAuthSessionSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  providerId: z.string(),
  requestData: z.unknown().optional(),
  timestamp: z.number(),
});
export type OAuthSession = z.infer<typeof OAuthSessionSchema>;

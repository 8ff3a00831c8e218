// The account calls (/api/auth/*). Every reply is `{ success, message, data }`;
// users and API keys are parsed at this boundary with core's account schemas.
import { ApiKeySchema, PublicUserSchema, type PublicUser } from '@courier/core';
import * as z from 'zod';
import { apiCall as call, ApiError, jsonBody as json } from '../../lib/api.js';

export interface SignedIn {
  token: string;
  user: PublicUser;
  message: string;
}

const SessionSchema = z.object({ token: z.string().min(1), user: PublicUserSchema });
const UserReplySchema = z.object({ user: PublicUserSchema });

export interface Registration {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export interface ProfileChange {
  name: string;
  email: string;
  username: string;
  avatar: string;
}

async function session(path: string, body: unknown): Promise<SignedIn> {
  const { message, data } = await call(path, SessionSchema, json('POST', body));
  return { ...data, message };
}

export const accountApi = {
  login: (identifier: string, password: string) => session('/auth/login', { identifier, password }),
  /** confirmPassword never leaves the form. */
  register: (registration: Registration) => session('/auth/register', registration),
  logout: () => call('/auth/logout', z.unknown(), { method: 'POST' }),
  profile: async () => (await call('/auth/profile', UserReplySchema)).data.user,
  updateProfile: async (change: ProfileChange) => {
    const { message, data } = await call('/auth/profile', UserReplySchema, json('PUT', change));
    return { message, user: data.user };
  },
  /** The server answers with a new session: a password change ends every older token. */
  changePassword: (currentPassword: string, newPassword: string) =>
    session('/auth/change-password', { currentPassword, newPassword }),
  createApiKey: async (name: string) => {
    const { message, data } = await call('/auth/api-keys', z.object({ apiKey: z.string() }), json('POST', { name }));
    return { message, key: data.apiKey };
  },
  listApiKeys: async () => (await call('/auth/api-keys', z.object({ apiKeys: z.array(ApiKeySchema) }))).data.apiKeys,
  deleteApiKey: async (id: string) =>
    (await call(`/auth/api-keys/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' })).message,
};

/** What the user reads for a failed call: the server's message, or the screen's fallback. */
export function failureText(thrown: unknown, fallback: string): string {
  return thrown instanceof ApiError && thrown.message !== '' ? thrown.message : fallback;
}

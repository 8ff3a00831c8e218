// The Theme Manager's calls (/api/themes), each reply checked against core's models at the boundary.
// The user id in the paths is the signed-in user's, or 'default' for a signed-out local workbench.
import {
  ThemePreferencesSchema,
  ThemeSchema,
  type ThemeInput,
  type ThemePreferences,
  type ThemePreferencesPatch,
} from '@courier/core';
import * as z from 'zod';
import { apiCall as call, jsonBody as json } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

/** The signed-out local workbench's identity, as the Theme Manager's calls name it. */
const LOCAL_THEME_USER = 'default';

export function themeUserId(): string {
  return useSession.getState().user?.id ?? LOCAL_THEME_USER;
}

const id = encodeURIComponent;
const userPath = (rest: string) => `/themes/users/${id(themeUserId())}/${rest}`;

export const themesApi = {
  list: async () => (await call('/themes', z.array(ThemeSchema))).data,
  create: async (input: ThemeInput) => (await call('/themes', ThemeSchema, json('POST', input))).data,
  update: async (themeId: string, input: ThemeInput) =>
    (await call(`/themes/${id(themeId)}`, ThemeSchema, json('PUT', input))).data,
  clone: async (themeId: string, name: string) =>
    (await call(`/themes/${id(themeId)}/clone`, ThemeSchema, json('POST', { name }))).data,
  remove: async (themeId: string) => {
    await call(`/themes/${id(themeId)}`, z.unknown(), { method: 'DELETE' });
  },
  active: async () => (await call(userPath('active'), ThemeSchema)).data,
  setActive: async (themeId: string) => (await call(userPath('active'), ThemeSchema, json('POST', { themeId }))).data,
  preferences: async () => (await call(userPath('preferences'), ThemePreferencesSchema)).data,
  updatePreferences: async (patch: ThemePreferencesPatch): Promise<ThemePreferences> =>
    (await call(userPath('preferences'), ThemePreferencesSchema, json('PUT', patch))).data,
};

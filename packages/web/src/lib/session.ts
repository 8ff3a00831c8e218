import { PublicUserSchema, type PublicUser } from '@courier/core';
import * as z from 'zod';
import { create } from 'zustand';
import { storage, storageKey } from './storage.js';

const StoredSessionSchema = z.object({ token: z.string().min(1), user: PublicUserSchema });
type StoredSession = z.infer<typeof StoredSessionSchema>;

const SESSION_KEY = storageKey('session');

interface SessionState {
  token: string | null;
  user: PublicUser | null;
  /** After sign-in or registration: the token and user the server answered with. */
  signIn: (token: string, user: PublicUser) => void;
  /** After a profile change: the user the server answered with. */
  setUser: (user: PublicUser) => void;
  /** Sign-out, or a 401 from any call: the session is gone from memory and storage. */
  clear: () => void;
}

function load(): StoredSession | null {
  return storage.get<StoredSession | null>(SESSION_KEY, StoredSessionSchema.nullable(), () => null);
}

/**
 * The signed-in user, kept in local storage so a reload stays signed in. The token is
 * sent by `apiFetch` and the proxy exchange; the server remains the judge of what it allows.
 */
export const useSession = create<SessionState>((set, get) => {
  const stored = load();
  return {
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    signIn: (token, user) => {
      storage.set(SESSION_KEY, { token, user });
      set({ token, user });
    },
    setUser: (user) => {
      const { token } = get();
      if (token) storage.set(SESSION_KEY, { token, user });
      set({ user });
    },
    clear: () => {
      storage.remove(SESSION_KEY);
      set({ token: null, user: null });
    },
  };
});

/** The Authorization header of the current session, or none. */
export function sessionHeaders(): Record<string, string> {
  const { token } = useSession.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

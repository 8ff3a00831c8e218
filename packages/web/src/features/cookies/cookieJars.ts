// The web app's cookie jars: one per workspace and environment, as Postman keeps one per
// environment, each kept in IndexedDB. Single sends, the runner, scripts and the Cookies manager
// all reach the same jar through here. Why: docs/decisions/0044-cookies-stay-in-the-browser.md
import { createCookieJar, type CookieJar } from '@courier/core';
import { toast } from '../../ui/toasts.js';
import { openCookieJarStorage, type CookieJarStorage } from './cookieJarStorage.js';

/** Where a jar belongs: the signed-in workspace (or this browser's own collections) and an environment. */
export interface JarPlace {
  workspaceId: string | undefined;
  environmentId: string | undefined;
}

/** Without a workspace (signed out) and without an environment: one jar each, as Postman's "No environment". */
export function jarKeyOf({ workspaceId, environmentId }: JarPlace): string {
  return `${workspaceId ?? 'local'}/${environmentId ?? 'none'}`;
}

export interface CookieJars {
  jarAt(place: JarPlace): Promise<CookieJar>;
  /** Told after any jar changes (a response's cookie, a script's, the manager's): the manager lists again. */
  onChange(listener: () => void): () => void;
}

export function createCookieJars(storage: CookieJarStorage = openCookieJarStorage()): CookieJars {
  const jars = new Map<string, Promise<CookieJar>>();
  const listeners = new Set<() => void>();
  let warned = false;
  const open = async (key: string) => {
    const saved = await storage.read(key).catch(() => undefined);
    return createCookieJar({
      ...(saved ? { saved } : {}),
      onChange(jar) {
        for (const listener of listeners) listener();
        storage.write(key, jar).catch(() => {
          // The jar still works for this visit; the user learns once that it will not outlive it.
          if (!warned) toast('Cookies could not be saved in this browser: they will be forgotten on reload.', 'error');
          warned = true;
        });
      },
    });
  };
  return {
    jarAt(place) {
      const key = jarKeyOf(place);
      let jar = jars.get(key);
      if (!jar) jars.set(key, (jar = open(key)));
      return jar;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import type { SerializedCookieJar } from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { CookieJarStorage } from './cookieJarStorage.js';
import { createCookieJars, jarKeyOf } from './cookieJars.js';

/** IndexedDB's part played by a map: what a reload would read back. */
function memoryStorage(): CookieJarStorage & { kept: Map<string, SerializedCookieJar> } {
  const kept = new Map<string, SerializedCookieJar>();
  return {
    kept,
    read: async (key) => kept.get(key),
    write: async (key, jar) => {
      kept.set(key, jar);
    },
  };
}

const staging = { workspaceId: 'ws-1', environmentId: 'staging' };
const production = { workspaceId: 'ws-1', environmentId: 'production' };

describe('the web app’s cookie jars', () => {
  it('keeps one jar per workspace and environment: another environment has none of its cookies', async () => {
    const jars = createCookieJars(memoryStorage());
    await (await jars.jarAt(staging)).store('http://api.test/', ['session=staging']);
    expect(await (await jars.jarAt(production)).cookiesFor('http://api.test/')).toEqual([]);
    expect((await (await jars.jarAt(staging)).cookiesFor('http://api.test/'))[0]?.value).toBe('staging');
    expect(jarKeyOf({ workspaceId: undefined, environmentId: undefined })).toBe('local/none');
  });

  it('stores each change, so the jar is there again after a reload, and tells whoever lists it', async () => {
    const storage = memoryStorage();
    const jars = createCookieJars(storage);
    let told = 0;
    jars.onChange(() => told++);
    await (await jars.jarAt(staging)).store('http://api.test/', ['session=abc; Path=/']);
    expect(told).toBe(1);
    await expect.poll(() => storage.kept.has(jarKeyOf(staging))).toBe(true);
    const reloaded = createCookieJars(storage);
    expect((await (await reloaded.jarAt(staging)).list()).map((cookie) => cookie.line)).toEqual([
      'session=abc; Path=/',
    ]);
  });
});

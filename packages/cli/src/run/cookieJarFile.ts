import { messageOf, type ScriptCookie } from '@courier/core';
import { CliError } from '../errors.js';
import { readInputFile } from '../input/readInputFile.js';

/** A cookie of a tough-cookie jar as `CookieJar.serialize` writes it (Newman's `--cookie-jar` file). */
interface SerializedCookie {
  key?: unknown;
  value?: unknown;
  domain?: unknown;
  path?: unknown;
  expires?: unknown;
  httpOnly?: unknown;
  secure?: unknown;
}

/** A cookie to store for a URL of its domain, as a script's `pm.cookies.jar().set` would. */
export interface JarCookie {
  url: string;
  cookie: ScriptCookie;
}

/** `--cookie-jar <path>`: the cookies a run starts with; a file that is not a serialized jar is one line. */
export async function readCookieJarFile(path: string): Promise<JarCookie[]> {
  const text = await readInputFile(path, 'cookie jar');
  let cookies: unknown;
  try {
    cookies = (JSON.parse(text) as { cookies?: unknown }).cookies;
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load cookie jar file ${path}: ${messageOf(error)}`, { cause: error });
  }
  if (!Array.isArray(cookies)) {
    throw new CliError('INPUT_FILE', `cannot load cookie jar file ${path}: expected a serialized tough-cookie jar`);
  }
  return (cookies as SerializedCookie[]).flatMap((stored) => {
    if (typeof stored.key !== 'string' || typeof stored.domain !== 'string') return [];
    const domain = stored.domain.replace(/^\./, '');
    const path = typeof stored.path === 'string' ? stored.path : '/';
    const cookie: ScriptCookie = {
      name: stored.key,
      value: typeof stored.value === 'string' ? stored.value : '',
      domain,
      path,
    };
    if (typeof stored.expires === 'string' && stored.expires !== 'Infinity') cookie.expires = stored.expires;
    if (stored.httpOnly === true) cookie.httpOnly = true;
    if (stored.secure === true) cookie.secure = true;
    return [{ url: `${cookie.secure ? 'https' : 'http'}://${domain}${path}`, cookie }];
  });
}

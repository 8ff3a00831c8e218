// The app's cookie jars and the ports that reach the right one at each send: the Builder's jar is
// the active environment's, a run's is the environment its form chose.
import { withCookieJar, type CookieJar, type CookiePort, type Environment, type Transport } from '@courier/core';
import { selectActiveEnvironment } from '../environments/environmentsStore.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { workspaceSource } from '../workspace/workspaceSource.js';
import type { JarPlace } from './cookieJars.js';

/** The place of `environment`'s jar in the workspace shown now. */
export function placeOf(environment: Pick<Environment, 'id'>): JarPlace {
  return { workspaceId: workspaceSource.getState().workspace?.id, environmentId: environment.id };
}

/** The active environment's place: the Builder's and the Cookies manager's jar. */
export function activePlace(): JarPlace {
  return placeOf(selectActiveEnvironment(environmentsStore.getState()));
}

/** What a send needs of the jar at `place()`: its transport carries the cookies, scripts read them as `pm.cookies`. */
export function cookiesAt(place: () => JarPlace, transport: Transport): { transport: Transport; cookies: CookiePort } {
  const jar = async (): Promise<CookieJar> => (await import('./appCookieJars.js')).cookieJars.jarAt(place());
  return {
    transport: withCookieJar(transport, jar),
    cookies: {
      cookiesFor: async (url) => (await jar()).cookiesFor(url),
      setCookie: async (url, cookie) => (await jar()).setCookie(url, cookie),
      removeCookies: async (url, name) => (await jar()).removeCookies(url, name),
    },
  };
}

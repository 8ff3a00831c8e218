// Newman's ways of naming a file on the Postman API: an https://api.postman.com/… URL (the key
// given with --postman-api-key or as its `apikey` query parameter), or a bare collection or
// environment UID with --postman-api-key.

const POSTMAN_API_HOSTS = new Set(['api.postman.com', 'api.getpostman.com']);
const POSTMAN_API_URL = 'https://api.postman.com';
const API_PATHS: Record<string, string> = { collection: 'collections', environment: 'environments' };
/** A Postman UID (owner id, dash, UUID), as the Postman API checks it. */
const UID = /^[0-9A-Z]+-[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

export interface RemoteLocation {
  url: string;
  headers: Record<string, string>;
}

export function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/**
 * Where a location given on the command line is fetched from, and with which headers; undefined
 * for a local file. The API key goes to the Postman API only: a collection fetched from any other
 * host (an artifact store, a teammate's server) must never receive it.
 */
export function remoteLocation(
  location: string,
  what: string,
  postmanApiKey: string | undefined,
  isLocalFile: boolean,
): RemoteLocation | undefined {
  const apiPath = API_PATHS[what];
  if (!isLocalFile && apiPath && postmanApiKey && UID.test(location)) {
    return { url: `${POSTMAN_API_URL}/${apiPath}/${location}`, headers: { 'X-Api-Key': postmanApiKey } };
  }
  if (!isUrl(location)) return undefined;
  const url = new URL(location);
  if (!POSTMAN_API_HOSTS.has(url.hostname.toLowerCase())) return { url: location, headers: {} };
  const apiKey = url.searchParams.get('apikey') ?? postmanApiKey;
  url.searchParams.delete('apikey');
  return { url: url.toString(), headers: apiKey ? { 'X-Api-Key': apiKey } : {} };
}

// A document named by URL (an OpenAPI description on a server), fetched as a request is sent:
// through the server's proxy, so a page can read what its origin's CORS rules would refuse, and
// a hosted server's rules about private addresses apply.
import { messageOf, type Transport } from '@courier/core';

/** The documents worth waiting for: a 10 MB description is large, a minute is patient. */
const FETCH_TIMEOUT_MS = 60_000;

/** The text at `url`; throws an Error reading 'Could not fetch …' for a refused or failed fetch. */
export async function fetchDocument(url: string, transport: Transport): Promise<string> {
  const target = url.trim();
  if (!/^https?:\/\//i.test(target)) throw new Error('Enter a URL starting with http:// or https://');
  let response;
  try {
    response = await transport.send({
      method: 'GET',
      url: target,
      headers: [{ name: 'Accept', value: 'application/json, application/yaml, text/yaml, */*;q=0.8' }],
      timeoutMs: FETCH_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(`Could not fetch ${target}: ${messageOf(error)}`, { cause: error });
  }
  if (response.status >= 400) throw new Error(`Could not fetch ${target}: the server answered ${response.status}`);
  if (response.bodyEncoding === 'base64') {
    const bytes = Uint8Array.from(atob(response.body), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  }
  return response.body;
}

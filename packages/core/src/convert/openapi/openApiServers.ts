// `servers` as collection variables: `baseUrl` is the first server's URL, its `{variables}` made
// `{{placeholders}}` with their defaults as further variables, as Postman's importer does. The
// other servers are listed in the variable's description so a user can switch by hand.
import type { Variable } from '../../model/variable.js';
import { isRecord, listOf, type JsonRecord } from '../untrusted.js';

/** A relative server URL is relative to where the document was read from, when that is a URL. */
function absoluteUrl(url: string, location: string | undefined): string {
  if (!location || !/^https?:\/\//i.test(location) || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return decodeURI(new URL(url, location).href);
  } catch {
    return url;
  }
}

export function serverVariables(document: JsonRecord, location?: string): Variable[] {
  const servers = listOf(document['servers']).filter(isRecord);
  const [first] = servers;
  const url = first && typeof first['url'] === 'string' ? first['url'] : '/';
  const baseUrl = absoluteUrl(url, location)
    .replace(/\{([^}/]+)\}/g, '{{$1}}')
    .replace(/\/+$/, '');
  const others = servers.slice(1).flatMap((server) => (typeof server['url'] === 'string' ? [server['url']] : []));
  const baseUrlVariable: Variable = {
    key: 'baseUrl',
    value: baseUrl === '' ? '/' : baseUrl,
    enabled: true,
    type: 'string',
    ...(others.length > 0 && { description: `Other servers: ${others.join(', ')}` }),
  };
  const declared = first && isRecord(first['variables']) ? first['variables'] : {};
  const variables = Object.entries(declared).map(([key, definition]): Variable => {
    const entry = isRecord(definition) ? definition : {};
    const choices = listOf(entry['enum']).map(String);
    const description = [
      typeof entry['description'] === 'string' ? entry['description'] : '',
      choices.length > 0 ? `One of: ${choices.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('. ');
    return {
      key,
      value: entry['default'] === undefined ? '' : String(entry['default']),
      enabled: true,
      type: 'string',
      ...(description && { description }),
    };
  });
  return [baseUrlVariable, ...variables];
}

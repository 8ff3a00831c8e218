// Postman's URL match patterns (`https://*.example.com/*`, `http+https://api.test:8443/v1/*`,
// `<all_urls>`), as postman-collection's UrlMatchPattern reads them: what Newman's
// --ssl-client-cert-list entries name in `matches`.

const ALL_URLS = '<all_urls>';
const PROTOCOLS = ['http', 'https', 'file', 'ftp'];
const DEFAULT_PORTS: Record<string, string> = { ftp: '21', http: '80', https: '443' };
const PATTERN = new RegExp(
  `^((${PROTOCOLS.join('|')}|\\*)(\\+(${PROTOCOLS.join('|')}))*)://(\\*|\\*\\.[^*/:]+|[^*/:]+)(:\\*|:\\d+)?(/.*)$`,
);

export type UrlMatcher = (url: URL) => boolean;

/** A path glob: `*` any run of characters, `?` one; the rest literal. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\?/g, '.')
    .replace(/\*/g, '.*');
  return new RegExp(`^${source}$`);
}

/** The matcher of one pattern; a pattern that is not one matches nothing, as in Postman. */
export function urlMatcher(pattern: string): UrlMatcher {
  if (pattern === ALL_URLS) return () => true;
  const parts = PATTERN.exec(pattern);
  if (!parts) return () => false;
  const protocols = (parts[1] as string).split('+');
  const host = parts[5] as string;
  const port = parts[6]?.slice(1);
  const path = globToRegExp(parts[7] as string);
  return (url) => {
    const protocol = url.protocol.slice(0, -1);
    if (!PROTOCOLS.includes(protocol) || !(protocols.includes('*') || protocols.includes(protocol))) return false;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const suffix = host.slice(2);
    const hostMatches =
      host === '*' ||
      host === hostname ||
      (host.startsWith('*.') && (hostname === suffix || hostname.endsWith(`.${suffix}`)));
    if (!hostMatches) return false;
    const urlPort = url.port || DEFAULT_PORTS[protocol];
    if (port !== undefined || url.port !== '') {
      const wanted = port ?? DEFAULT_PORTS[protocol];
      if (wanted !== '*' && wanted !== urlPort) return false;
    }
    return path.test(url.pathname);
  };
}

/** Any of the patterns. */
export function anyUrlMatcher(patterns: readonly string[]): UrlMatcher {
  const matchers = patterns.map(urlMatcher);
  return (url) => matchers.some((matches) => matches(url));
}

// The one place that decides how a URL is reached: which client certificate it presents, and
// whether it goes through an outbound proxy. The CLI (its flags and HTTP_PROXY/HTTPS_PROXY/NO_PROXY)
// and the server's proxy (the user's Settings in local mode) both describe their choices with
// these types, and the undici transport asks `routeOf` on every hop, redirects included.

/** A client certificate and the URLs it is presented to: PEM cert and key, or a PFX bundle. */
export interface ClientCertificate {
  matches: (url: URL) => boolean;
  cert?: string | Buffer;
  key?: string | Buffer;
  pfx?: Buffer;
  passphrase?: string;
}

/** An HTTP proxy that tunnels (CONNECT) to the target; credentials go as Proxy-Authorization: Basic. */
interface ProxyServer {
  url: string;
  username?: string;
  password?: string;
}

/** Proxies per scheme of the target, and the hosts that are reached directly (NO_PROXY's syntax). */
export interface OutboundProxies {
  http?: ProxyServer;
  https?: ProxyServer;
  noProxy?: readonly string[];
}

/** How one URL is reached; `key` names the connection pool that may carry it. */
export interface OutboundRoute {
  certificate?: ClientCertificate;
  proxy?: ProxyServer;
  key: string;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host` or `host:port` (as Settings names a certificate's host): the URL's host, on that port when one is given. */
export function hostMatcher(hostWithPort: string): (url: URL) => boolean {
  const { host, port } = splitHostPort(hostWithPort);
  return (url) => hostnameOf(url) === host && (port === undefined || port === portOf(url));
}

/**
 * Whether a NO_PROXY entry covers the URL, as curl and Newman read them: `*` for every host,
 * `example.com` and `.example.com` for the domain and its subdomains, an optional `:port`.
 */
export function bypassesProxy(url: URL, noProxy: readonly string[]): boolean {
  const hostname = hostnameOf(url);
  return noProxy.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === '') return false;
    if (entry === '*') return true;
    const { host, port } = splitHostPort(entry);
    if (port !== undefined && port !== portOf(url)) return false;
    const domain = host.replace(/^\*?\./, '');
    return hostname === domain || hostname.endsWith(`.${domain}`);
  });
}

/** The certificate and proxy for a URL: the first certificate that matches; the scheme's proxy unless bypassed. */
export function routeOf(
  url: URL,
  certificates: readonly ClientCertificate[],
  proxies: OutboundProxies | undefined,
): OutboundRoute {
  const index = certificates.findIndex((certificate) => certificate.matches(url));
  const certificate = index === -1 ? undefined : certificates[index];
  const candidate = url.protocol === 'https:' ? proxies?.https : proxies?.http;
  const proxy = candidate && !bypassesProxy(url, proxies?.noProxy ?? []) ? candidate : undefined;
  return { certificate, proxy, key: `${index}|${proxy?.url ?? ''}` };
}

/**
 * The proxies the environment names, as Newman honours them: HTTP_PROXY for http URLs,
 * HTTPS_PROXY for https ones (lowercase names win, as in curl), NO_PROXY for the exceptions.
 */
export function proxiesFromEnvironment(env: NodeJS.ProcessEnv): OutboundProxies | undefined {
  const read = (name: string) => env[name.toLowerCase()] || env[name.toUpperCase()] || undefined;
  const http = read('http_proxy');
  const https = read('https_proxy');
  if (!http && !https) return undefined;
  const server = (url: string): ProxyServer => {
    const parsed = new URL(url.includes('://') ? url : `http://${url}`);
    const username = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    parsed.username = '';
    parsed.password = '';
    return { url: parsed.href, ...(username && { username }), ...(password && { password }) };
  };
  return {
    ...(http && { http: server(http) }),
    ...(https && { https: server(https) }),
    noProxy: (read('no_proxy') ?? '').split(','),
  };
}

function splitHostPort(text: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text.trim());
  if (bracketed) return { host: bracketed[1]!.toLowerCase(), ...(bracketed[2] && { port: bracketed[2] }) };
  const [host = '', port] = text.trim().split(':');
  return { host: host.toLowerCase(), ...(port && { port }) };
}

function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function portOf(url: URL): string {
  return url.port || DEFAULT_PORTS[url.protocol] || '';
}

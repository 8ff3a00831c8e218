/**
 * curl's command-line options (curl(1)), as far as an importer needs them: which take an
 * argument (so it is skipped, not mistaken for the URL) and the short letters. Options that
 * change the request are handled in readCurlArguments.ts; the others are known so they can be
 * passed over silently, since they only change what curl prints or where it writes.
 */

/** Long names of options that take an argument. */
const WITH_ARGUMENT = new Set(
  `abstract-unix-socket alt-svc aws-sigv4 cacert capath cert cert-type ciphers config connect-timeout
  connect-to continue-at cookie cookie-jar create-file-mode crlfile curves data data-ascii data-binary
  data-raw data-urlencode delegation dns-interface dns-ipv4-addr dns-ipv6-addr dns-servers doh-url
  dump-header ech egd-file engine etag-compare etag-save expect100-timeout form form-string ftp-account
  ftp-alternative-to-user ftp-method ftp-port ftp-ssl-ccc-mode happy-eyeballs-timeout-ms
  haproxy-clientip header hostpubmd5 hostpubsha256 hsts interface ip-tos ipfs-gateway json
  keepalive-cnt keepalive-time key key-type krb libcurl limit-rate local-port login-options mail-auth
  mail-from mail-rcpt max-filesize max-redirs max-time netrc-file noproxy oauth2-bearer output
  output-dir parallel-max pass pinnedpubkey preproxy proto proto-default proto-redir proxy
  proxy-cacert proxy-capath proxy-cert proxy-cert-type proxy-ciphers proxy-crlfile proxy-header
  proxy-key proxy-key-type proxy-pass proxy-pinnedpubkey proxy-service-name proxy-tls13-ciphers
  proxy-tlsauthtype proxy-tlspassword proxy-tlsuser proxy-user proxy1.0 quote random-file range rate
  referer request request-target resolve retry retry-delay retry-max-time sasl-authzid service-name
  socks4 socks4a socks5 socks5-gssapi-service socks5-hostname speed-limit speed-time stderr
  telnet-option tftp-blksize time-cond tls-max tls13-ciphers tlsauthtype tlspassword tlsuser trace
  trace-ascii trace-config unix-socket upload-file url url-query user user-agent variable vlan-priority
  write-out`.split(/\s+/),
);

/** Flags without an argument that do not change the request sent. */
const HARMLESS_FLAGS = new Set(
  `silent show-error verbose include fail fail-with-body fail-early progress-bar no-progress-meter
  remote-name remote-name-all remote-header-name remote-time create-dirs globoff no-buffer
  buffer no-keepalive keepalive tcp-nodelay tcp-fastopen ipv4 ipv6 http0.9 http1.0 http1.1 http2
  http2-prior-knowledge http3 http3-only no-alpn no-npn no-sessionid ssl ssl-reqd ssl-allow-beast
  ssl-no-revoke ssl-revoke-best-effort ssl-auto-client-cert tlsv1 tlsv1.0 tlsv1.1 tlsv1.2 tlsv1.3
  sslv2 sslv3 cert-status false-start proxy-insecure proxy-ssl-allow-beast proxy-ssl-auto-client-cert
  proxy-ssl-no-revoke proxy-tlsv1 proxy-basic proxy-digest proxy-ntlm proxy-negotiate proxy-anyauth
  proxy-http2 proxytunnel suppress-connect-headers retry-all-errors retry-connrefused styled-output
  no-styled-output xattr raw tr-encoding path-as-is post301 post302 post303 junk-session-cookies
  netrc netrc-optional disable disallow-username-in-url sasl-ir negotiate anyauth basic
  parallel parallel-immediate clobber no-clobber skip-existing remove-on-error compressed-ssh
  crlf use-ascii list-only append ftp-pasv ftp-skip-pasv-ip ftp-pret ftp-create-dirs ftp-ssl-control
  ignore-content-length manual help version no-eprt no-epsv eprt epsv digest ntlm ntlm-wb
  compressed insecure location location-trusted get head next doh-insecure doh-cert-status`.split(/\s+/),
);

/** Short letters and the long option each stands for (curl(1)). */
export const SHORT_OPTIONS: Readonly<Record<string, string>> = {
  '0': 'http1.0',
  '1': 'tlsv1',
  '4': 'ipv4',
  '6': 'ipv6',
  '#': 'progress-bar',
  ':': 'next',
  a: 'append',
  A: 'user-agent',
  b: 'cookie',
  B: 'use-ascii',
  c: 'cookie-jar',
  C: 'continue-at',
  d: 'data',
  D: 'dump-header',
  e: 'referer',
  E: 'cert',
  f: 'fail',
  F: 'form',
  g: 'globoff',
  G: 'get',
  h: 'help',
  H: 'header',
  i: 'include',
  I: 'head',
  j: 'junk-session-cookies',
  J: 'remote-header-name',
  k: 'insecure',
  K: 'config',
  l: 'list-only',
  L: 'location',
  m: 'max-time',
  M: 'manual',
  n: 'netrc',
  N: 'no-buffer',
  o: 'output',
  O: 'remote-name',
  p: 'proxytunnel',
  P: 'ftp-port',
  q: 'disable',
  Q: 'quote',
  r: 'range',
  R: 'remote-time',
  s: 'silent',
  S: 'show-error',
  t: 'telnet-option',
  T: 'upload-file',
  u: 'user',
  U: 'proxy-user',
  v: 'verbose',
  V: 'version',
  w: 'write-out',
  x: 'proxy',
  X: 'request',
  y: 'speed-time',
  Y: 'speed-limit',
  z: 'time-cond',
  Z: 'parallel',
};

export function takesArgument(longName: string): boolean {
  return WITH_ARGUMENT.has(longName);
}

export function isKnownOption(longName: string): boolean {
  return WITH_ARGUMENT.has(longName) || HARMLESS_FLAGS.has(longName);
}

import type { Socket } from 'node:net';

/**
 * undici writes the header lines it makes itself — Host, Connection, Content-Length,
 * Transfer-Encoding, Upgrade, and a multipart body's Content-Type — in lower case, where Postman, Newman, curl and browsers write them
 * as below. Header names are case-insensitive (RFC 9110 §5.1), but whatever reads the raw request
 * sees the difference: echo services that return it as text, and the tests of Postman collections
 * written against them. This gives those lines the usual case in the head of every request as it
 * is written to the socket, and adds the `Content-Length: 0` Node's client writes for a custom
 * method without a body; the names the user wrote and every other byte go out as they are.
 */
const OWN_NAMES: Readonly<Record<string, string>> = {
  host: 'Host',
  connection: 'Connection',
  'content-length': 'Content-Length',
  'transfer-encoding': 'Transfer-Encoding',
  upgrade: 'Upgrade',
};
/** A request line: undici writes the head as one latin1 string starting with it. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) [^ \r\n]+ HTTP\/1\.1\r\n/;
const OWN_LINE = /\r\n(host|connection|content-length|transfer-encoding|upgrade): /g;
/** The multipart Content-Type undici adds with its boundary (the transport drops any the user typed). */
const MULTIPART_LINE = /\r\ncontent-type: multipart\/form-data; boundary=/;
/** A head that frames a body, with a length or in chunks. */
const FRAMING_LINE = /\r\n(content-length|transfer-encoding): /i;
/**
 * Methods Node's http client (and so Newman and Postman) sends without a Content-Length when there
 * is no body. For every other method it writes `Content-Length: 0`, where undici writes it only
 * for the methods it knows take a body (POST, PUT, PATCH, …); Newman's own tests check it for a
 * custom method whose body is disabled.
 */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);

/** A module-level replacer: the head of every request goes through it. */
function ownLine(_line: string, name: string): string {
  return `\r\n${OWN_NAMES[name] ?? name}: `;
}

export function writeHeadAsPostman(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    const method = typeof chunk === 'string' && rest[0] === 'latin1' ? REQUEST_LINE.exec(chunk)?.[1] : undefined;
    if (method === undefined) return write(chunk, ...rest);
    let head = (chunk as string)
      .replace(OWN_LINE, ownLine)
      .replace(MULTIPART_LINE, '\r\nContent-Type: multipart/form-data; boundary=');
    // A head written without a body ends with its blank line; one with a body frames it first.
    if (!BODILESS_METHODS.has(method) && head.endsWith('\r\n\r\n') && !FRAMING_LINE.test(head)) {
      head = `${head.slice(0, -2)}Content-Length: 0\r\n\r\n`;
    }
    return write(head, ...rest);
  }) as Socket['write'];
}

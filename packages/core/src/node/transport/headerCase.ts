import type { Socket } from 'node:net';

/**
 * undici writes the header lines it makes itself — Host, Connection, Content-Length,
 * Transfer-Encoding, Upgrade, and a multipart body's Content-Type — in lower case, where Postman, Newman, curl and browsers write them
 * as below. Header names are case-insensitive (RFC 9110 §5.1), but whatever reads the raw request
 * sees the difference: echo services that return it as text, and the tests of Postman collections
 * written against them. This gives those lines the usual case in the head of every request as it
 * is written to the socket; the names the user wrote and every other byte go out as they are.
 */
const OWN_NAMES: Readonly<Record<string, string>> = {
  host: 'Host',
  connection: 'Connection',
  'content-length': 'Content-Length',
  'transfer-encoding': 'Transfer-Encoding',
  upgrade: 'Upgrade',
};
/** A request line: undici writes the head as one latin1 string starting with it. */
const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [^ \r\n]+ HTTP\/1\.1\r\n/;
const OWN_LINE = /\r\n(host|connection|content-length|transfer-encoding|upgrade): /g;
/** The multipart Content-Type undici adds with its boundary (the transport drops any the user typed). */
const MULTIPART_LINE = /\r\ncontent-type: multipart\/form-data; boundary=/;

export function writeHeadNamesAsPostman(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && rest[0] === 'latin1' && REQUEST_LINE.test(chunk)) {
      const head = chunk
        .replace(OWN_LINE, (_, name: string) => `\r\n${OWN_NAMES[name] ?? name}: `)
        .replace(MULTIPART_LINE, '\r\nContent-Type: multipart/form-data; boundary=');
      return write(head, ...rest);
    }
    return write(chunk, ...rest);
  }) as Socket['write'];
}

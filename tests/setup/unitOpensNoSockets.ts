// Setup of the unit project (vitest.config.ts): a unit test runs on a worker thread next to the
// others and must not open sockets. Listening or connecting fails here with where such a test
// belongs, so a file in the wrong project says so instead of slowing every unit run down.
import net from 'node:net';

const WHERE =
  'A unit test opens no sockets: a test that starts or calls a server belongs in the node project ' +
  '(a *.case.test.ts file, packages/core/src/node, packages/server or tests/); see CONTRIBUTING.md.';

function refuse(): never {
  throw new Error(WHERE);
}

net.Server.prototype.listen = refuse;
net.Socket.prototype.connect = refuse;

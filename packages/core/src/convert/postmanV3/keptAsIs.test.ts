// What Courier does not read of a v3 folder (gRPC, MQTT and MCP requests, fields it has no place for)
// survives a save over the folder and a conversion folder → folder, to the byte.
import { describe, expect, it } from 'vitest';
import type { Collection } from '../../model/collection.js';
import { carryV3Files } from './carryV3Files.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';
import { rewriteV3Files } from './rewriteV3Files.js';
import { writeV3Folder } from './writeV3Folder.js';

const root = 'repo/postman/collections/Payments';
const grpc = `$kind: grpc-request
url: 'grpc://{{host}}:50051'
order: 2000
methodPath: payments.Ledger/Charge
message:
  content: '{"amount": 5}'
`;
const mqtt = `$kind: mqtt-request
url: 'mqtt://{{host}}:1883'
clientId: courier
version: 5
topics:
  - name: payments/settled
    qos: 1
    subscribe: true
`;
const http = `$kind: http-request
method: GET
url: '{{host}}/balance'
order: 1000
# Owned by the ledger team
x-owner: ledger
`;
const definition = `$kind: collection
name: Payments
x-review: weekly
`;
/** The folder's collection with its one request changed by `change`. */
function withBalance(change: Record<string, unknown>): Collection {
  const [collection] = importPostmanV3Folder(source).collections;
  const [balance] = collection!.items;
  return { ...collection!, items: [{ ...balance!, ...change } as typeof balance & {}] };
}

const source = [
  { path: `${root}/.resources/definition.yaml`, text: definition },
  { path: `${root}/Balance.request.yaml`, text: http },
  { path: `${root}/Charge.request.yaml`, text: grpc },
  { path: `${root}/Events/Settled.request.yaml`, text: mqtt },
];

describe('kinds and fields Courier does not read', () => {
  it('are left out of the tree, which shows what Courier can send', () => {
    const [collection] = importPostmanV3Folder(source).collections;
    expect(collection!.items.map((item) => item.name)).toEqual(['Balance', 'Events']);
  });

  it('survive a save of the collection over its folder', () => {
    const onDisk = new Map(source.map((file) => [file.path.replace('repo/', ''), file.text]));
    const { files } = rewriteV3Files(writeV3Folder(withBalance({ url: '{{host}}/balances' })), (path) =>
      onDisk.get(path),
    );
    const written = new Map(files.map((file) => [file.path, file.text]));
    expect(written.get('postman/collections/Payments/Balance.request.yaml')).toBe(
      http.replace("'{{host}}/balance'", "'{{host}}/balances'"),
    );
    expect(written.get('postman/collections/Payments/.resources/definition.yaml')).toContain('x-review: weekly');
  });

  it('never lets a request Courier writes take the place of one it keeps', () => {
    const { files, leftAlone } = rewriteV3Files(writeV3Folder(withBalance({ name: 'Charge' })), (path) =>
      path.endsWith('Charge.request.yaml') ? grpc : undefined,
    );
    expect(files.map((file) => file.path)).not.toContain('postman/collections/Payments/Charge.request.yaml');
    expect(leftAlone).toEqual([
      'postman/collections/Payments/Charge.request.yaml: holds a grpc-request Courier keeps as it is',
    ]);
  });

  it('come along when the folder is converted to a folder', () => {
    const [collection] = importPostmanV3Folder(source).collections;
    const converted = new Map(carryV3Files(source, writeV3Folder(collection!)).map((file) => [file.path, file.text]));
    expect(converted.get('postman/collections/Payments/Charge.request.yaml')).toBe(grpc);
    expect(converted.get('postman/collections/Payments/Events/Settled.request.yaml')).toBe(mqtt);
    expect(converted.get('postman/collections/Payments/Balance.request.yaml')).toBe(http);
    expect(converted.get('postman/collections/Payments/.resources/definition.yaml')).toContain('x-review: weekly');
  });
});

import { describe, expect, it } from 'vitest';
import { CollectionSchema } from '../../model/collection.js';
import { rewriteV3Files } from './rewriteV3Files.js';
import { writeV3Folder } from './writeV3Folder.js';

const shop = (url: string) =>
  CollectionSchema.parse({
    id: 'c1',
    name: 'Shop',
    items: [{ type: 'request', id: 'r1', name: 'List items', method: 'GET', url }],
  });

describe('rewriting a collection over its folder', () => {
  it('changes only the changed line of a file kept by hand, and writes new files whole', () => {
    const [definition, request] = writeV3Folder(shop('{{base}}/items'));
    const byHand = `# Listed on the shop's front page\n${request!.text}`;
    const { files, leftAlone } = rewriteV3Files(writeV3Folder(shop('{{base}}/products')), (path) =>
      path === request!.path ? byHand : undefined,
    );
    expect(leftAlone).toEqual([]);
    expect(files[0]).toEqual(definition);
    const before = byHand.split('\n');
    const after = files[1]!.text.split('\n');
    expect(after[0]).toBe("# Listed on the shop's front page");
    expect(after.filter((line, at) => line !== before[at])).toEqual(["url: '{{base}}/products'"]);
  });

  it('never rewrites a file that does not parse, and names it', () => {
    const [, request] = writeV3Folder(shop('/items'));
    const { files, leftAlone } = rewriteV3Files([request!], () => 'method: [unclosed\n');
    expect(files).toEqual([]);
    expect(leftAlone).toEqual([expect.stringMatching(/^postman\/collections\/Shop\/List items\.request\.yaml:\d+: /)]);
  });

  it('makes only the files of the items asked for, at the paths and order they have in the whole folder', () => {
    const collection = CollectionSchema.parse({
      id: 'c1',
      name: 'Shop',
      items: [
        { type: 'request', id: 'r1', name: 'List items', method: 'GET', url: '/items' },
        { type: 'folder', id: 'f1', name: 'Orders', items: [{ type: 'request', id: 'r2', name: 'Pay', url: '/pay' }] },
      ],
    });
    const whole = writeV3Folder(collection);
    expect(writeV3Folder(collection, [], { only: new Set(['r2']) })).toEqual(
      whole.filter((file) => file.path === 'postman/collections/Shop/Orders/Pay.request.yaml'),
    );
    expect(writeV3Folder(collection, [], { only: new Set(['c1', 'f1']) })).toEqual(
      whole.filter((file) => file.path !== 'postman/collections/Shop/List items.request.yaml'),
    );
  });
});

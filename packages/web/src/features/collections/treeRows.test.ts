import { CollectionSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { folder, names, open, pets, request, shop, withExamples } from './treeFixture.test-support.js';
import { expandableIds, flattenTree, isTreeItem } from './treeRows.js';

describe('the sidebar tree as rows', () => {
  it('lists only what is open, depth first, with the Add Request and Empty folder rows', () => {
    const rows = flattenTree([shop, pets], { isExpanded: open('shop', 'orders', 'drafts'), withAddRequest: true });
    expect(names(rows)).toEqual([
      'Shop',
      '(addRequest)',
      'Orders',
      'List orders',
      'Archive',
      'Drafts',
      '(emptyFolder)',
      'Health',
      'Pets',
    ]);
    // A viewer has no Add Request row.
    expect(names(flattenTree([shop], { isExpanded: open('shop'), withAddRequest: false }))).toEqual([
      'Shop',
      'Orders',
      'Health',
    ]);
  });

  it('gives each item its level, place among its siblings, parent and open state, as a screen reader announces them', () => {
    const rows = flattenTree([shop, pets], { isExpanded: open('shop', 'orders', 'archive'), withAddRequest: false });
    const byName = (name: string) => rows.find((row) => names([row])[0] === name);
    expect(byName('Shop')).toMatchObject({ level: 1, position: 1, siblings: 2, expanded: true, requestCount: 3 });
    expect(byName('Pets')).toMatchObject({ level: 1, position: 2, siblings: 2, expanded: false, requestCount: 1 });
    expect(byName('Archive')).toMatchObject({
      level: 3,
      position: 2,
      siblings: 3,
      expanded: true,
      parentKey: 'shop/orders',
    });
    expect(byName('Old order')).toMatchObject({ level: 4, position: 1, siblings: 1, expanded: undefined });
    expect(byName('Health')).toMatchObject({ level: 2, position: 2, siblings: 2, parentKey: 'shop' });
  });

  it('keys rows by collection, so the same item id in two collections makes two rows', () => {
    const rows = flattenTree([shop, pets], { isExpanded: open('shop', 'orders', 'pets'), withAddRequest: false });
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('shop/list');
    expect(keys).toContain('pets/list');
  });

  it('opens a collection and every folder in it with Expand All', () => {
    expect(expandableIds(shop)).toEqual(['shop', 'orders', 'archive', 'drafts']);
    const all = new Set(expandableIds(shop));
    expect(flattenTree([shop], { isExpanded: (id) => all.has(id), withAddRequest: false })).toHaveLength(8);
  });

  it('flattens a collection of 20,000 requests into a row for each, all open', () => {
    const leaves = Array.from({ length: 1000 }, (_, f) =>
      folder(
        `f${f}`,
        `Folder ${f}`,
        Array.from({ length: 20 }, (_, r) => request(`r${f}-${r}`, `Request ${r}`)),
      ),
    );
    const big = CollectionSchema.parse({ id: 'big', name: 'Big', items: leaves });
    const rows = flattenTree([big], { isExpanded: () => true, withAddRequest: false });
    expect(rows).toHaveLength(1 + 1000 + 20_000);
    expect(rows.at(-1)).toMatchObject({ level: 3, position: 20, siblings: 20, parentKey: 'big/f999' });
  });

  it('shows a request’s saved examples under it once it is opened, named by their place when unnamed', () => {
    const closed = flattenTree([withExamples], { isExpanded: open('users'), withAddRequest: false });
    expect(names(closed)).toEqual(['Users', 'Get user', 'Add user']);
    // A request with examples can be opened; one without cannot.
    expect(closed.filter(isTreeItem).map((row) => row.expanded)).toEqual([true, false, undefined]);
    const rows = flattenTree([withExamples], { isExpanded: open('users', 'get'), withAddRequest: false });
    expect(names(rows)).toEqual(['Users', 'Get user', 'e.g. Found', 'e.g. Example 2', 'Add user']);
    expect(rows[3]).toMatchObject({
      kind: 'example',
      index: 1,
      level: 3,
      position: 2,
      siblings: 2,
      parentKey: 'users/get',
    });
  });
});

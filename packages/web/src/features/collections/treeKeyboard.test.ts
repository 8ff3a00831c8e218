import { describe, expect, it } from 'vitest';
import { treeKeyResult } from './treeKeyboard.js';
import { names, open, pets, shop, withExamples } from './treeFixture.test-support.js';
import { flattenTree, isTreeItem } from './treeRows.js';

describe('keys in the sidebar tree', () => {
  const rows = flattenTree([shop, pets], { isExpanded: open('shop', 'orders', 'drafts'), withAddRequest: true });
  const at = (name: string) => names(rows).indexOf(name);
  const focusOn = (name: string) => ({ type: 'focus', index: at(name) });

  it('moves up and down over the items, skipping rows that are no item, and to the first and last', () => {
    expect(treeKeyResult(rows, at('Shop'), 'ArrowDown')).toEqual(focusOn('Orders'));
    expect(treeKeyResult(rows, at('Orders'), 'ArrowUp')).toEqual(focusOn('Shop'));
    expect(treeKeyResult(rows, at('Drafts'), 'ArrowDown')).toEqual(focusOn('Health'));
    expect(treeKeyResult(rows, at('Pets'), 'ArrowDown')).toBeUndefined();
    expect(treeKeyResult(rows, at('Archive'), 'Home')).toEqual(focusOn('Shop'));
    expect(treeKeyResult(rows, at('Archive'), 'End')).toEqual(focusOn('Pets'));
    expect(rows.filter(isTreeItem)).toHaveLength(7);
  });

  it('opens a closed folder with Right and steps into an open one; Left closes it or steps out', () => {
    expect(treeKeyResult(rows, at('Archive'), 'ArrowRight')).toMatchObject({
      type: 'toggle',
      row: { key: 'shop/archive' },
    });
    expect(treeKeyResult(rows, at('Orders'), 'ArrowRight')).toEqual(focusOn('List orders'));
    // An open folder with nothing in it has nothing to step into.
    expect(treeKeyResult(rows, at('Drafts'), 'ArrowRight')).toBeUndefined();
    expect(treeKeyResult(rows, at('List orders'), 'ArrowRight')).toBeUndefined();
    expect(treeKeyResult(rows, at('Orders'), 'ArrowLeft')).toMatchObject({
      type: 'toggle',
      row: { key: 'shop/orders' },
    });
    expect(treeKeyResult(rows, at('List orders'), 'ArrowLeft')).toEqual(focusOn('Orders'));
    expect(treeKeyResult(rows, at('Health'), 'ArrowLeft')).toEqual(focusOn('Shop'));
    expect(treeKeyResult(rows, at('Pets'), 'ArrowLeft')).toBeUndefined();
  });

  it('opens a request with Enter or Space, and opens or closes a folder', () => {
    expect(treeKeyResult(rows, at('Health'), 'Enter')).toMatchObject({ type: 'activate', row: { key: 'shop/health' } });
    expect(treeKeyResult(rows, at('Health'), ' ')).toMatchObject({ type: 'activate' });
    expect(treeKeyResult(rows, at('Pets'), 'Enter')).toMatchObject({ type: 'toggle', row: { key: 'pets' } });
    expect(treeKeyResult(rows, at('Shop'), 'a')).toBeUndefined();
    // A row that is no item takes no key.
    expect(treeKeyResult(rows, at('(addRequest)'), 'ArrowDown')).toBeUndefined();
  });

  it('opens a request with Enter even when it has examples, which Right and Left show and hide', () => {
    const users = flattenTree([withExamples], { isExpanded: open('users', 'get'), withAddRequest: false });
    const index = (name: string) => names(users).indexOf(name);
    expect(treeKeyResult(users, index('Get user'), 'Enter')).toMatchObject({
      type: 'activate',
      row: { key: 'users/get' },
    });
    expect(treeKeyResult(users, index('Get user'), 'ArrowRight')).toEqual({
      type: 'focus',
      index: index('e.g. Found'),
    });
    expect(treeKeyResult(users, index('Get user'), 'ArrowLeft')).toMatchObject({
      type: 'toggle',
      row: { key: 'users/get' },
    });
    expect(treeKeyResult(users, index('e.g. Found'), 'Enter')).toMatchObject({ type: 'activate', row: { index: 0 } });
    expect(treeKeyResult(users, index('e.g. Example 2'), 'ArrowLeft')).toEqual({
      type: 'focus',
      index: index('Get user'),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { scopesWith } from '../../test/scopesWith.js';
import { lookupFromScopes, lookupFromSources, scopeDefining } from './lookup.js';

const v = (key: string, value: unknown, enabled = true) => ({ key, value: value as string, enabled });

describe('lookupFromScopes (Postman precedence)', () => {
  const all = scopesWith({
    globals: [v('x', 'global'), v('g', 'global')],
    collectionVariables: [v('x', 'collection'), v('c', 'collection')],
    environment: [v('x', 'environment'), v('e', 'environment')],
    iterationData: { x: 'data', d: 'data' },
    local: [v('x', 'local')],
  });

  it('takes the narrowest scope: local, data, environment, collection, globals', () => {
    const lookup = lookupFromScopes(all);
    expect(lookup('x')).toBe('local');
    expect(lookup('d')).toBe('data');
    expect(lookup('e')).toBe('environment');
    expect(lookup('c')).toBe('collection');
    expect(lookup('g')).toBe('global');
    expect(lookup('none')).toBeUndefined();
  });

  it('ranks environment above collection variables', () => {
    const lookup = lookupFromScopes(scopesWith({ environment: [v('k', 'env')], collectionVariables: [v('k', 'col')] }));
    expect(lookup('k')).toBe('env');
  });

  it('never resolves a disabled variable, falling through to wider scopes', () => {
    const lookup = lookupFromScopes(scopesWith({ environment: [v('k', 'off', false)], globals: [v('k', 'on')] }));
    expect(lookup('k')).toBe('on');
    expect(lookupFromScopes(scopesWith({ environment: [v('k', 'off', false)] }))('k')).toBeUndefined();
  });

  it('takes the last enabled duplicate, as Postman does', () => {
    expect(lookupFromScopes(scopesWith({ environment: [v('k', 'first'), v('k', 'second')] }))('k')).toBe('second');
  });

  it('turns typed values into text as Postman does, not as JSON', () => {
    const lookup = lookupFromScopes(
      scopesWith({
        environment: [v('n', 5), v('b', false), v('o', { a: 1 }), v('list', [1, 2]), v('nil', null)],
        iterationData: { row: 7, rowList: [3, 4], rowNull: null },
      }),
    );
    expect(['n', 'b', 'o', 'list', 'nil', 'row', 'rowList', 'rowNull'].map(lookup)).toEqual([
      '5',
      'false',
      '[object Object]',
      '1,2',
      'null',
      '7',
      '3,4',
      undefined,
    ]);
  });

  it('does not answer Object prototype names from data rows', () => {
    const lookup = lookupFromScopes(scopesWith({ iterationData: {} }));
    expect(lookup('constructor')).toBeUndefined();
    expect(lookup('__proto__')).toBeUndefined();
  });
});

describe('lookupFromSources and scopeDefining', () => {
  it('skips missing sources', () => {
    expect(lookupFromSources(undefined, [v('a', '1')])('a')).toBe('1');
    expect(lookupFromSources(undefined, undefined)('a')).toBeUndefined();
  });

  it('names the narrowest scope that defines a name, as the lookup reads it', () => {
    const all = scopesWith({
      environment: [v('a', 'env')],
      collectionVariables: [v('a', 'collection'), v('b', 'collection')],
      iterationData: { c: 'row' },
    });
    expect(scopeDefining(all, 'a')).toBe('Environment');
    expect(scopeDefining(all, 'b')).toBe('Collection');
    expect(scopeDefining(all, 'c')).toBe('Data');
    expect(scopeDefining(all, 'missing')).toBeUndefined();
  });
});

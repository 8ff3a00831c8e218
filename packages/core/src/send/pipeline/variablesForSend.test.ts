import { describe, expect, it } from 'vitest';
import { scopesWith } from '../../../test/scopesWith.js';
import type { Variable } from '../../model/variable.js';
import type { Folder } from '../../model/collection.js';
import type { SendableRequest } from './context.js';
import { variablesForSend } from './variablesForSend.js';

const variable = (key: string, value: string): Variable => ({ key, value, enabled: true });
const request: SendableRequest = {
  method: 'GET',
  url: '{{base}}/items/{{reqIndex}}',
  headers: [],
  pathVariables: [],
  body: { mode: 'none' },
  auth: { type: 'inherit' },
};
const level = { name: 'Shop', auth: { type: 'none' as const }, preRequestScript: '', postRequestScript: '' };

describe('variablesForSend', () => {
  it('defines what the collection, the environment and globals hold, narrowest scope first', () => {
    const variables = variablesForSend(
      { request, collection: level },
      scopesWith({
        collectionVariables: [variable('base', 'http://collection.test'), variable('page', '1')],
        environment: [variable('base', 'http://env.test')],
        globals: [variable('region', 'eu')],
      }),
    );
    expect(variables.lookup('base')).toBe('http://env.test');
    expect(variables.sourceOf('base')).toBe('Environment');
    expect(variables.sourceOf('page')).toBe('Collection');
    expect(variables.sourceOf('region')).toBe('Globals');
    expect(variables.isDefined('typo')).toBe(false);
  });

  it("counts a name set by the request's, a folder's or the collection's script as defined", () => {
    const folder: Folder = {
      ...level,
      type: 'folder',
      id: 'f',
      name: 'Orders',
      items: [],
      variables: [],
      postRequestScript: "pm.environment.set('orderId', 1)",
    };
    const variables = variablesForSend(
      {
        request: { ...request, preRequestScript: "pm.variables.set('reqIndex', 3)" },
        folders: [folder],
        collection: { ...level, preRequestScript: 'pm.collectionVariables.set("base", "x")' },
      },
      scopesWith({}),
    );
    expect(variables.sourceOf('reqIndex')).toBe('Script');
    expect(variables.sourceOf('orderId')).toBe('Script');
    expect(variables.sourceOf('base')).toBe('Script');
    expect(variables.isDefined('typo')).toBe(false);
  });

  it('flags nothing when a script sets names computed at run time', () => {
    const variables = variablesForSend(
      { request: { ...request, preRequestScript: 'for (const k of keys) pm.variables.set(k, 1)' } },
      scopesWith({}),
    );
    expect(variables.isDefined('anything')).toBe(true);
    expect(variables.sourceOf('anything')).toBeUndefined();
  });
});

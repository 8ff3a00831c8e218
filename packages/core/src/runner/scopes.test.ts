import { describe, expect, it } from 'vitest';
import type { Variable } from '../model/variable.js';
import type { VariableScopes } from '../script/host.js';
import { mergeScopes } from './scopes.js';

const v = (key: string, value: string): Variable => ({ key, value, enabled: true });
const scopes = (environment: Variable[]): VariableScopes => ({
  globals: [],
  environment,
  collectionVariables: [],
  local: [],
  iterationData: {},
});

describe('mergeScopes', () => {
  it("takes the scripts' scopes as they are when nothing else wrote meanwhile", () => {
    const before = scopes([v('a', '1')]);
    const after = scopes([v('b', '2')]);
    expect(mergeScopes(before, before, after).environment).toEqual([v('b', '2')]);
  });

  it('applies only this request’s changes over concurrent writes', () => {
    const before = scopes([v('a', '1'), v('gone', 'x')]);
    const current = scopes([v('a', '1'), v('gone', 'x'), v('other', 'from another request')]);
    const after = scopes([v('a', 'changed'), v('mine', 'new')]);
    expect(mergeScopes(current, before, after).environment).toEqual([
      v('a', 'changed'),
      v('other', 'from another request'),
      v('mine', 'new'),
    ]);
  });
});

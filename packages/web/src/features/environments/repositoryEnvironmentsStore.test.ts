import type { Environment } from '@courier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRepositoryEnvironmentsStore } from './repositoryEnvironmentsStore.js';

const staging: Environment = {
  id: 'repository-environment:staging',
  name: 'Staging',
  isDefault: false,
  variables: [{ key: 'token', value: '', enabled: true, type: 'secret' }],
};

function setUp() {
  const saved: Environment[] = [];
  const refused: string[] = [];
  const store = createRepositoryEnvironmentsStore({
    api: { save: async (environment) => void saved.push(environment) },
    initial: [staging],
    failed: () => undefined,
    refused: (message) => refused.push(message),
  });
  return { store, saved, refused };
}

describe('an opened repository’s environments in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes an environment once typing pauses, with what was typed last', async () => {
    const { store, saved } = setUp();
    store.getState().updateVariable(staging.id, 0, { value: 'a' });
    store.getState().updateVariable(staging.id, 0, { value: 'ab' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved.map((environment) => environment.variables[0]?.value)).toEqual(['ab']);
  });

  it('keeps an edit not yet written over the files read meanwhile, and takes the files after', async () => {
    const { store } = setUp();
    store.getState().updateVariable(staging.id, 0, { value: 'typed' });
    store.noteRead([staging]);
    expect(store.getState().environments[0]?.variables[0]?.value).toBe('typed');
    await vi.advanceTimersByTimeAsync(1000);
    store.noteRead([{ ...staging, name: 'Staging (renamed on disk)' }]);
    expect(store.getState().environments[0]?.name).toBe('Staging (renamed on disk)');
  });

  it('says environments are removed as files, and removes nothing', () => {
    const { store, refused } = setUp();
    store.getState().deleteEnvironment(staging.id);
    expect(refused).toEqual([expect.stringContaining('postman/environments/')]);
    expect(store.getState().environments).toHaveLength(1);
  });
});

import type { LiveEventType, StoredEnvironment, Variable } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { openPendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import type { workspaceEnvironmentsApi } from './workspaceEnvironmentsApi.js';
import { createWorkspaceEnvironmentsStore, NO_ENVIRONMENT, SAVE_DELAY_MS } from './workspaceEnvironmentsStore.js';

fakeTimersEachTest();
fakeIndexedDbEachTest();
const queueOn = () => ({ pending: openPendingEditStorage(), userId: 'ann' });

const stored = (variables: Variable[], version: number): StoredEnvironment => ({
  id: 'e1',
  workspaceId: 'w1',
  version,
  name: 'Staging',
  variables,
  updatedAt: '',
  updatedBy: 'ada',
});
const variable = (key: string, value: string, type?: 'secret'): Variable =>
  ({ key, value, enabled: true, ...(type ? { type } : {}) }) as Variable;
const event = (type: LiveEventType, data: unknown): LiveEvent => ({
  scope: 'workspace:w1',
  seq: 1,
  type,
  actor: 'bob',
  data,
  at: '',
});

function fakeApi(overrides: Partial<typeof workspaceEnvironmentsApi> = {}) {
  return {
    list: vi.fn(async () => ({
      environments: [stored([variable('host', 'a'), variable('token', 'mine', 'secret')], 1)],
    })),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    ...overrides,
  } as unknown as typeof workspaceEnvironmentsApi;
}

describe('workspace environments', () => {
  it('shows No Environment for a workspace without any, which cannot be deleted', async () => {
    const api = fakeApi({ list: vi.fn(async () => ({ environments: [] })) });
    const store = createWorkspaceEnvironmentsStore('w1', false, { ...queueOn(), api, toast: vi.fn() });
    await store.getState().load();
    expect(store.getState().environments).toEqual([NO_ENVIRONMENT]);
    expect(() => store.getState().deleteEnvironment(NO_ENVIRONMENT.id)).toThrow('cannot be deleted');
  });

  it('shows an environment made here once when its created event arrives before the reply', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    const create = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const store = createWorkspaceEnvironmentsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ create } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    const made = store.getState().createEnvironment('Shared echo');
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const names = () => store.getState().environments.map((environment) => environment.name);
    expect(names()).toEqual(['Staging', 'Shared echo']);
    const onServer = { ...stored([], 1), id: 'e9', name: 'Shared echo' };
    store.getState().apply(event('environment_created', { environment: onServer, clientId: made.id }));
    expect(names()).toEqual(['Staging', 'Shared echo']);
    answer({ message: '', data: { environment: onServer } });
    await vi.waitFor(() => expect(store.getState().pendingEdits).toBe(0));
    expect(names()).toEqual(['Staging', 'Shared echo']);
  });

  it('sends once typing stops, based on the version the edit started from; a stale one shows both', async () => {
    const update = vi.fn(async () => {
      throw new ApiError(409, 'VERSION_CONFLICT', 'Someone else changed this environment', {
        current: stored([variable('host', 'theirs')], 2),
      });
    });
    const store = createWorkspaceEnvironmentsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ update }),
      toast: vi.fn(),
    });
    await store.getState().load();
    store.getState().updateVariable('e1', 0, { value: 'mi' });
    // Their change arrives while I type; my secret value stays mine.
    store.getState().apply(
      event('environment_updated', {
        environment: stored([variable('host', 'theirs'), variable('token', '', 'secret')], 2),
      }),
    );
    store.getState().updateVariable('e1', 0, { value: 'mine' });
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await vi.waitFor(() => expect(store.getState().conflict).not.toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('w1', 'e1', 1, {
      variables: expect.arrayContaining([expect.objectContaining({ value: 'mine' })]),
    });
    const { conflict } = store.getState();
    expect(conflict?.theirs[0]?.value).toBe('theirs');
    expect(conflict?.mine[0]?.value).toBe('mine');
    store.getState().keepTheirs();
    expect(store.getState().environments[0]?.variables[0]?.value).toBe('theirs');
  });

  it('shows variables edited without the server as pending, and names the edit the server then refuses', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Viewers cannot change this workspace'));
    const toast = vi.fn();
    const store = createWorkspaceEnvironmentsStore('w1', false, { ...queueOn(), api: fakeApi({ update }), toast });
    await store.getState().load();
    store.getState().updateVariable('e1', 0, { value: 'offline' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await vi.waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(store.getState().pendingIds).toEqual(new Set(['e1']));
    expect(store.getState().environments[0]?.variables[0]?.value).toBe('offline');
    expect(toast).not.toHaveBeenCalled();

    store.getState().resume();
    await vi.waitFor(() => expect(store.getState().pendingEdits).toBe(0));
    expect(toast).toHaveBeenCalledExactlyOnceWith(
      'Not saved: Variables of environment "Staging". Viewers cannot change this workspace',
      'error',
    );
    await vi.waitFor(() => expect(store.getState().environments[0]?.variables[0]?.value).toBe('a'));
  });

  it('keeps my own secret value when a teammate changes the environment', async () => {
    const store = createWorkspaceEnvironmentsStore('w1', false, { ...queueOn(), api: fakeApi(), toast: vi.fn() });
    await store.getState().load();
    store.getState().apply(
      event('environment_updated', {
        environment: stored([variable('host', 'b'), variable('token', '', 'secret')], 2),
      }),
    );
    expect(store.getState().environments[0]?.variables.map((one) => one.value)).toEqual(['b', 'mine']);
  });
});

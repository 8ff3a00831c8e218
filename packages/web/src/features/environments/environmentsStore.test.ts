import { ValidationError } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createEnvironmentsStore, selectActiveEnvironment, selectActiveVariables } from './environmentsStore.js';

fakeTimersEachTest();

describe('environments store', () => {
  it('starts with Development, Staging and Production, Development active', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    const state = store.getState();
    expect(state.environments.map((environment) => environment.name)).toEqual(['Development', 'Staging', 'Production']);
    expect(selectActiveEnvironment(state).name).toBe('Development');
    expect(selectActiveVariables(state).map((variable) => variable.key)).toEqual(['baseUrl', 'apiKey']);
  });

  it('creates an environment with a trimmed name and refuses a blank one', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    const created = store.getState().createEnvironment('  Local  ');
    expect(created.name).toBe('Local');
    expect(created.variables).toEqual([]);
    expect(() => store.getState().createEnvironment('   ')).toThrow(ValidationError);
    expect(store.getState().environments).toHaveLength(4);
  });

  it('edits variable rows of one environment', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    const { id } = store.getState().createEnvironment('Local');
    store.getState().addVariable(id);
    store.getState().updateVariable(id, 0, { key: 'baseUrl', value: 'http://127.0.0.1:8080' });
    store.getState().addVariable(id);
    store.getState().updateVariable(id, 1, { key: 'token', enabled: false });
    store.getState().removeVariable(id, 0);
    const local = store.getState().environments.find((environment) => environment.id === id);
    expect(local?.variables).toEqual([{ key: 'token', value: '', enabled: false }]);
    // Other environments are untouched.
    expect(store.getState().environments[0]?.variables).toHaveLength(2);
  });

  it('switches the active environment and gives its variables', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    store.getState().setActive('staging');
    expect(selectActiveVariables(store.getState())[0]).toMatchObject({ value: 'https://staging.example.com' });
    store.getState().setActive('no-such-id');
    expect(store.getState().activeId).toBe('staging');
  });

  it('never deletes the default environment and falls back to it when the active one is deleted', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    expect(() => store.getState().deleteEnvironment('development')).toThrow(ValidationError);
    store.getState().setActive('production');
    store.getState().deleteEnvironment('production');
    expect(store.getState().environments.map((environment) => environment.id)).toEqual(['development', 'staging']);
    expect(store.getState().activeId).toBe('development');
  });

  it('keeps environments and the active one across a reload', () => {
    const { storage } = memoryStorage();
    const first = createEnvironmentsStore(storage);
    const { id } = first.getState().createEnvironment('Local');
    first.getState().setActive(id);
    vi.runAllTimers();
    const second = createEnvironmentsStore(storage);
    expect(selectActiveEnvironment(second.getState()).name).toBe('Local');
  });

  it('starts from the defaults when stored data is corrupted, and logs it', () => {
    const warn = vi.fn();
    const { storage, backend } = memoryStorage({ warn, error: vi.fn() });
    backend.setItem('courier.environments', '{not json');
    backend.setItem('courier.activeEnvironment', JSON.stringify({ version: 1, state: 'gone' }));
    const store = createEnvironmentsStore(storage);
    expect(store.getState().environments).toHaveLength(3);
    expect(store.getState().activeId).toBe('development');
    expect(warn).toHaveBeenCalled();
  });

  it('skips imported environments identical to ones already here', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    store.getState().addEnvironments(store.getState().environments);
    expect(store.getState().environments).toHaveLength(3);
  });

  it('gives imported environments fresh ids when theirs are taken, never the default flag', () => {
    const store = createEnvironmentsStore(memoryStorage().storage);
    store.getState().addEnvironments([{ id: 'development', name: 'From Postman', variables: [], isDefault: true }]);
    const imported = store.getState().environments[3];
    expect(imported?.name).toBe('From Postman');
    expect(imported?.id).not.toBe('development');
    expect(imported?.isDefault).toBe(false);
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DYNAMIC_VARIABLE_NAMES,
  SPEC_DYNAMIC_VARIABLES,
  dynamicVariableValue,
  isDynamicVariable,
  withDynamicVariables,
} from './dynamicVariables.js';
import { loadFaker } from './fakerVariables.js';
import { resolveTemplate } from './placeholders.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const many = (name: string, times = 300): string[] =>
  Array.from({ length: times }, () => dynamicVariableValue(name) ?? '');

describe('Courier dynamic variables', () => {
  it('randomInt stays within 0 to 999 and reaches both halves', () => {
    const values = many('randomInt').map(Number);
    expect(values.every((n) => Number.isInteger(n) && n >= 0 && n <= 999)).toBe(true);
    expect(values.some((n) => n < 500)).toBe(true);
    expect(values.some((n) => n >= 500)).toBe(true);
  });

  it('randomString is 8 letters and digits', () => {
    for (const value of many('randomString')) expect(value).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('randomUUID is a version 4 UUID', () => {
    for (const value of many('randomUUID', 20)) expect(value).toMatch(UUID_V4);
  });

  it('timestamp is now in milliseconds and datetime is ISO 8601', () => {
    const before = Date.now();
    const stamp = Number(dynamicVariableValue('timestamp'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    const datetime = dynamicVariableValue('datetime') ?? '';
    expect(new Date(datetime).toISOString()).toBe(datetime);
  });

  it('are all known', () => {
    for (const name of SPEC_DYNAMIC_VARIABLES) expect(isDynamicVariable(name)).toBe(true);
  });
});

describe('faker, loaded on first use', () => {
  it('resolves a $random… variable through withDynamicVariables, and the built-in ones without faker', async () => {
    // Fresh copies of the modules, with faker still unloaded: unit test files share their worker's
    // modules, and another file may have loaded it already.
    vi.resetModules();
    const fresh = {
      ...(await import('./dynamicVariables.js')),
      ...(await import('./fakerVariables.js')),
      ...(await import('./placeholders.js')),
    };
    expect(fresh.resolveTemplate('{{$guid}}/{{randomInt}}', () => undefined)).toMatch(/^[0-9a-f-]{36}\/\d+$/);
    expect(() => fresh.resolveTemplate('{{$randomFirstName}}', () => undefined)).toThrow(fresh.FakerNotLoadedError);
    const resolved = await fresh.withDynamicVariables(() =>
      fresh.resolveTemplate('Hi {{$randomFirstName}}', () => undefined),
    );
    expect(resolved).toMatch(/^Hi [A-Z][a-z]+/);
    expect(fresh.resolveTemplate('{{$randomFirstName}}', () => undefined)).not.toContain('{{');
  });

  it('does not load anything for a template a variable defines', async () => {
    expect(await withDynamicVariables(() => resolveTemplate('{{$randomCity}}', () => 'Paris'))).toBe('Paris');
  });
});

describe("Postman's dynamic variables", () => {
  beforeAll(() => loadFaker());

  it('$timestamp is in seconds, $randomInt within 0 to 1000', () => {
    expect(Math.abs(Number(dynamicVariableValue('$timestamp')) - Date.now() / 1000)).toBeLessThan(2);
    const values = many('$randomInt').map(Number);
    expect(values.every((n) => Number.isInteger(n) && n >= 0 && n <= 1000)).toBe(true);
  });

  it('$guid and $randomUUID are version 4 UUIDs, $isoTimestamp is ISO', () => {
    expect(dynamicVariableValue('$guid')).toMatch(UUID_V4);
    expect(dynamicVariableValue('$randomUUID')).toMatch(UUID_V4);
    expect(dynamicVariableValue('$isoTimestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('every $random… name produces non-empty text', () => {
    const fakerNames = DYNAMIC_VARIABLE_NAMES.filter((name) => name.startsWith('$random'));
    expect(fakerNames.length).toBeGreaterThan(100);
    for (const name of fakerNames) {
      const value = dynamicVariableValue(name);
      expect(value, name).toBeTypeOf('string');
      expect(value?.length, name).toBeGreaterThan(0);
    }
  });

  it('produces values with the formats Postman users test for', () => {
    expect(dynamicVariableValue('$randomEmail')).toMatch(/^\S+@\S+\.\S+$/);
    expect(dynamicVariableValue('$randomPhoneNumber')).toMatch(/^\d{3}-\d{3}-\d{4}$/);
    expect(dynamicVariableValue('$randomIP')).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(dynamicVariableValue('$randomBoolean')).toMatch(/^(true|false)$/);
    expect(dynamicVariableValue('$randomHexColor')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('answers undefined for unknown names and object-prototype names', () => {
    expect(dynamicVariableValue('$randomNothing')).toBeUndefined();
    expect(dynamicVariableValue('constructor')).toBeUndefined();
    expect(isDynamicVariable('toString')).toBe(false);
  });
});

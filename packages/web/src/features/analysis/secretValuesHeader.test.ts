import type { Variable } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { MAX_SECRET_VALUES_HEADER_LENGTH, SECRET_VALUES_HEADER, secretValuesHeader } from './secretValuesHeader.js';

const variable = (key: string, value: unknown, type?: Variable['type'], enabled = true): Variable =>
  ({ key, value, enabled, ...(type ? { type } : {}) }) as Variable;

const valuesOf = (header: Record<string, string>) =>
  JSON.parse(decodeURIComponent(header[SECRET_VALUES_HEADER] ?? '[]')) as string[];

describe('the secret values a send names to the proxy', () => {
  it('are the enabled secret variables, once each, as the text they are sent as', () => {
    const header = secretValuesHeader([
      variable('token', 'tok "é" 1', 'secret'),
      variable('pin', 4821, 'secret'),
      variable('again', 'tok "é" 1', 'secret'),
      variable('host', 'api.test'),
      variable('old', 'retired-secret', 'secret', false),
      variable('empty', '', 'secret'),
    ]);
    expect(valuesOf(header).sort()).toEqual(['4821', 'tok "é" 1']);
  });

  it('are no header at all when the send used no secret', () => {
    expect(secretValuesHeader([variable('host', 'api.test')])).toEqual({});
  });

  it('leave out the longest values rather than make the send too large for the server', () => {
    const header = secretValuesHeader([
      variable('key', 'k'.repeat(MAX_SECRET_VALUES_HEADER_LENGTH), 'secret'),
      variable('token', 'short-token', 'secret'),
    ]);
    expect(valuesOf(header)).toEqual(['short-token']);
    expect(header[SECRET_VALUES_HEADER]!.length).toBeLessThanOrEqual(MAX_SECRET_VALUES_HEADER_LENGTH);
  });
});

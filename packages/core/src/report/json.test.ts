import { describe, expect, it } from 'vitest';
import { RunResultSchema } from '../model/run.js';
import { execution, runResult } from '@courier/testkit';
import { renderReport } from './index.js';

describe('renderReport json', () => {
  it('round-trips through the model schema', () => {
    const result = runResult([execution({ tests: [{ name: 't', passed: true }] })]);
    expect(RunResultSchema.parse(JSON.parse(renderReport('json', result)))).toEqual(result);
  });
});

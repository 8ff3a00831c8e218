import { describe, expect, it } from 'vitest';
import { databaseFaultOf } from './databaseFaults.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('databaseFaultOf', () => {
  it("names PostgreSQL's disk full as SQLite's: the same 507 for either database", () => {
    expect(databaseFaultOf(withCode('53100', 'could not extend file: No space left on device'))).toBe('full');
    expect(databaseFaultOf(withCode('SQLITE_FULL', 'database or disk is full'))).toBe('full');
  });

  it('names a restart, a killed session, a refused connection and no free slot as unavailable', () => {
    for (const code of ['57P01', '57P03', '08006', '53300', 'ECONNREFUSED']) {
      expect(databaseFaultOf(withCode(code))).toBe('unavailable');
    }
    expect(databaseFaultOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFaultOf(new Error('failed', { cause: withCode('57P01') }))).toBe('unavailable');
  });

  it("leaves the request's own faults alone: a duplicate, a bad value", () => {
    expect(databaseFaultOf(withCode('23505'))).toBeUndefined();
    expect(databaseFaultOf(withCode('22P02'))).toBeUndefined();
    expect(databaseFaultOf(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
  });
});

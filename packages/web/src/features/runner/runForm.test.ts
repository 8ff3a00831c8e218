import { describe, expect, it } from 'vitest';
import { correctedForm, INITIAL_FORM, settingsOf } from './runForm.js';

describe('settingsOf', () => {
  it('defaults to 1 iteration, no delay, 30000 ms timeout, no stop on error', () => {
    expect(settingsOf(INITIAL_FORM)).toEqual({ iterations: 1, delay: 0, timeout: 30000, stopOnError: false });
  });

  it('turns invalid iterations into 1 and caps them at 1000', () => {
    for (const iterations of ['', 'abc', '0', '-3'])
      expect(settingsOf({ ...INITIAL_FORM, iterations }).iterations).toBe(1);
    expect(settingsOf({ ...INITIAL_FORM, iterations: '2.9' }).iterations).toBe(2);
    expect(settingsOf({ ...INITIAL_FORM, iterations: '5000' }).iterations).toBe(1000);
  });

  it('keeps the delay at 0 or above and raises a timeout below 1000 to 1000 (no number: 30000)', () => {
    expect(settingsOf({ ...INITIAL_FORM, delay: '-5' }).delay).toBe(0);
    expect(settingsOf({ ...INITIAL_FORM, delay: '250' }).delay).toBe(250);
    expect(settingsOf({ ...INITIAL_FORM, timeout: '999' }).timeout).toBe(1000);
    expect(settingsOf({ ...INITIAL_FORM, timeout: '' }).timeout).toBe(30000);
    expect(settingsOf({ ...INITIAL_FORM, timeout: '1000' }).timeout).toBe(1000);
  });

  it('carries the environment and the data file', () => {
    const dataFile = { name: 'users.csv', rows: [{ name: 'ada' }] };
    expect(settingsOf({ ...INITIAL_FORM, environmentId: 'env-1', dataFile, stopOnError: true })).toMatchObject({
      environment: 'env-1',
      dataFile,
      stopOnError: true,
    });
  });

  it('shows the corrected numbers back in the fields', () => {
    expect(correctedForm({ ...INITIAL_FORM, iterations: 'x', delay: '-1', timeout: '10' })).toMatchObject({
      iterations: '1',
      delay: '0',
      timeout: '1000',
    });
    expect(correctedForm({ ...INITIAL_FORM, timeout: 'soon' }).timeout).toBe('30000');
  });
});

import { describe, expect, it } from 'vitest';
import { environmentChoices } from './cacheFilterOptions.js';

describe('the environment filter', () => {
  it('offers the usual three, then the other names the server recorded, once each whatever their case', () => {
    expect(environmentChoices(['Development', 'QA Lab', 'qa lab', 'Staging', 'Perf'])).toEqual([
      'development',
      'staging',
      'production',
      'QA Lab',
      'Perf',
    ]);
  });
});

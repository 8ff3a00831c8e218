import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.js';
import { bulkFailures, failureText, FAILURES } from './adminMessages.js';

describe('failureText', () => {
  it("shows the server's own words when it refused", () => {
    const lastAdmin = new ApiError(409, 'CONFLICT', 'The last active administrator cannot be removed');
    expect(failureText(lastAdmin, FAILURES.remove)).toBe('The last active administrator cannot be removed');
  });

  it("falls back to 'Failed to …' when the server said no without a reason", () => {
    expect(failureText(new ApiError(200, 'CALL_FAILED', ''), FAILURES.role)).toBe('Failed to update user role');
    expect(failureText(new ApiError(500, 'HTTP_500', ''), FAILURES.status)).toBe('Failed to update user status');
  });

  it("says 'Error …' when no usable answer came", () => {
    expect(failureText(new TypeError('Failed to fetch'), FAILURES.users)).toBe('Error loading users data');
    expect(failureText(new ApiError(200, 'INVALID_RESPONSE', 'Unexpected answer'), FAILURES.stats)).toBe(
      'Error loading dashboard data',
    );
    expect(failureText(new TypeError('Failed to fetch'), bulkFailures('unlock'))).toBe('Error performing bulk unlock');
  });
});

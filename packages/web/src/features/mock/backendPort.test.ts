import { describe, expect, it } from 'vitest';
import { MOCK_TEXT } from './mockMessages.js';
import { backendPort } from './backendPort.js';

describe('the backend port the mock view names', () => {
  it("is the page's own port, so a server on another port is named as it runs", () => {
    expect(backendPort({ port: '9123', protocol: 'http:' })).toBe('9123');
    expect(MOCK_TEXT.backendDown(backendPort({ port: '9000', protocol: 'http:' }))).toBe(
      'Cannot connect to backend server. Please make sure the backend is running on port 9000.',
    );
  });

  it("is the scheme's default port when the address names none", () => {
    expect(backendPort({ port: '', protocol: 'https:' })).toBe('443');
    expect(backendPort({ port: '', protocol: 'http:' })).toBe('80');
  });
});

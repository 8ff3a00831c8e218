import { describe, expect, it } from 'vitest';
import { headerLines, headerRows } from './headerLines.js';

describe('handshake header lines', () => {
  it('reads Name: value lines, skipping blank ones, and writes the switched-on rows back', () => {
    const rows = headerRows('Authorization: Bearer a:b\n\n  X-Tenant : acme ');
    expect(rows).toEqual([
      { key: 'Authorization', value: 'Bearer a:b', enabled: true },
      { key: 'X-Tenant', value: 'acme', enabled: true },
    ]);
    expect(headerLines([...(rows as []), { key: 'Off', value: '1', enabled: false }])).toBe(
      'Authorization: Bearer a:b\nX-Tenant: acme',
    );
  });

  it('says which line has no colon', () => {
    expect(headerRows('X-Ok: 1\nnot a header')).toBe('Write each header as Name: value (not a header)');
  });
});

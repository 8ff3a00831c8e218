import { describe, expect, it } from 'vitest';
import { bytesFromText, hexOf } from './binary.js';
import {
  CloseWebSocketConnectionSchema,
  CreateWebSocketConnectionSchema,
  formatKilobytes,
  parseProtocols,
} from './model.js';

describe('WebSocket models', () => {
  it('splits protocols on commas, trims them and drops blanks, from text or a list', () => {
    expect(parseProtocols(' chat , ,v2.json,')).toEqual(['chat', 'v2.json']);
    expect(CreateWebSocketConnectionSchema.parse({ url: 'ws://a', protocols: 'a, b' }).protocols).toEqual(['a', 'b']);
    expect(CreateWebSocketConnectionSchema.parse({ url: 'ws://a', protocols: [' a', ''] }).protocols).toEqual(['a']);
  });

  it('accepts only ws and wss URLs and header values without line breaks', () => {
    expect(CreateWebSocketConnectionSchema.safeParse({ url: 'http://a' }).success).toBe(false);
    expect(CreateWebSocketConnectionSchema.safeParse({ url: '' }).success).toBe(false);
    expect(CreateWebSocketConnectionSchema.safeParse({ url: 'wss://a', headers: { 'X-A': 'b\r\nc' } }).success).toBe(
      false,
    );
  });

  it('closes with 1000 and the user reason unless told otherwise', () => {
    expect(CloseWebSocketConnectionSchema.parse({})).toEqual({ code: 1000, reason: 'User closed connection' });
    expect(CloseWebSocketConnectionSchema.safeParse({ code: 1006 }).success).toBe(false);
  });

  it('decodes binary from hex or base64 and refuses malformed text', () => {
    expect(hexOf(bytesFromText('de ad BE ef', 'hex'))).toBe('deadbeef');
    expect(hexOf(bytesFromText('3q2+7w==', 'base64'))).toBe('deadbeef');
    expect(() => bytesFromText('abc', 'hex')).toThrow('pairs');
    expect(() => bytesFromText('*', 'base64')).toThrow('base64');
  });

  it('shows data in KB with one decimal', () => {
    expect(formatKilobytes(1536)).toBe('1.5 KB');
    expect(formatKilobytes(0)).toBe('0.0 KB');
  });
});

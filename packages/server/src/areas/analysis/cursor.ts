// The position after the last entry of a page, newest first: its (cachedAt, id), opaque to clients.
import { ValidationError } from '@courier/core';

export interface CachePosition {
  cachedAt: string;
  id: string;
}

export function encodeCursor(position: CachePosition): string {
  return Buffer.from(JSON.stringify([position.cachedAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CachePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { cachedAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the one message for any cursor this server did not hand out.
  }
  throw new ValidationError('This page cursor is not valid: start again from the first page');
}

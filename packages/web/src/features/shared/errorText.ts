// The text a form shows under a field for an error thrown by core: the schema's own message
// ('Collection name is required'), without the path prefix that `parseModel` adds for logs.
import { messageOf } from '@courier/core';
import * as z from 'zod';

export function errorText(thrown: unknown): string {
  if (thrown instanceof Error && thrown.cause instanceof z.ZodError) {
    const [first] = thrown.cause.issues;
    if (first) return first.message;
  }
  return messageOf(thrown);
}

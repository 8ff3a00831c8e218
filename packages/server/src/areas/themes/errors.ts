// The theme area's failures that carry more than a message.
import { ValidationError } from '@courier/core';
import type * as z from 'zod';

/** A theme that does not validate, with every problem listed ('colors.primary must be a hex colour…'). */
export class ThemeInputError extends ValidationError {
  readonly details: string[];

  constructor(error: z.ZodError) {
    const details = error.issues.map((issue) =>
      issue.path.length ? `${issue.path.map(String).join('.')} ${issue.message}` : issue.message,
    );
    super(details.join(', '));
    this.details = details;
  }
}

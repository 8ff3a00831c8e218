/**
 * Every failure Courier reports carries a stable `code` that programs can match on, and a
 * `message` written for people. Each surface renders them in one place: the CLI maps them to an
 * exit code, the server to a status and `{ success: false, message, code }`, the web app to text.
 * Families subclass `CourierError` in the folder that raises them.
 */
export class CourierError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** Input that does not match the model: a field, a file, a request body. */
export class ValidationError extends CourierError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('VALIDATION_FAILED', message, options);
  }
}

/** The message of anything thrown, for code that must report what it cannot rethrow. */
export function messageOf(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === 'string') return thrown;
  try {
    return String(thrown);
  } catch {
    return 'Unknown error';
  }
}

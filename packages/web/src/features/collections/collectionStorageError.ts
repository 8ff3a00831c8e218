// Why a collection could not be kept in this browser, in words for the user: the banner and the
// import's error read the message; the code tells a full quota from other refusals.
import { CourierError, messageOf } from '@courier/core';

export type CollectionStorageErrorCode =
  /** The browser's quota for this site is used up (QuotaExceededError). */
  | 'STORAGE_FULL'
  /** The browser refused or aborted the write for another reason. */
  | 'STORAGE_WRITE_FAILED'
  /** The browser gives this page no database at all (storage turned off, some private windows). */
  | 'STORAGE_UNAVAILABLE';

export class CollectionStorageError extends CourierError {
  declare readonly code: CollectionStorageErrorCode;

  constructor(code: CollectionStorageErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}

const isQuotaError = (thrown: unknown): boolean =>
  thrown instanceof DOMException && thrown.name === 'QuotaExceededError';

/** What a failed write becomes: a full quota said as such, anything else with the browser's words. */
export function storageFailure(thrown: unknown): CollectionStorageError {
  if (thrown instanceof CollectionStorageError) return thrown;
  if (isQuotaError(thrown)) {
    return new CollectionStorageError('STORAGE_FULL', "the browser's storage for this site is full", { cause: thrown });
  }
  return new CollectionStorageError('STORAGE_WRITE_FAILED', `the browser refused to store it (${messageOf(thrown)})`, {
    cause: thrown,
  });
}

/** The database could not be opened: nothing can be stored until the browser allows it. */
export function storageUnavailable(thrown: unknown): CollectionStorageError {
  if (thrown instanceof CollectionStorageError) return thrown;
  return new CollectionStorageError(
    'STORAGE_UNAVAILABLE',
    `this browser does not let the site store data (${messageOf(thrown)})`,
    { cause: thrown },
  );
}

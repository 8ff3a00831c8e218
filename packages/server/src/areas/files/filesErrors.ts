// The repository area's refusals, each with a stable code the HTTP layer turns into a status.
import { CourierError } from '@courier/core';

/** A path that leads out of the opened repository, by its name or through a link. */
export class PathOutsideRepositoryError extends CourierError {
  constructor(path: string) {
    super('FORBIDDEN', `${path} is outside the opened repository`);
  }
}

/** The folder asked for cannot be opened: not there, not a folder, or no collection in it. */
export class RepositoryNotOpenableError extends CourierError {
  constructor(message: string) {
    super('VALIDATION_FAILED', message);
  }
}

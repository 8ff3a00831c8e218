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

/** No repository is open now (or, in hosted mode, not for this caller): nothing to read or save. */
export class NoRepositoryOpenError extends CourierError {
  constructor() {
    super('NOT_FOUND', 'No repository is open');
  }
}

/** In hosted mode, a folder outside the root the administrator set (COURIER_FILES_ROOT), by its name or a link. */
export class PathOutsideFilesRootError extends CourierError {
  constructor(path: string) {
    super('FORBIDDEN', `${path} is outside the folder this server may open repositories from`);
  }
}

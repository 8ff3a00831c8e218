import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { SendError } from '../../send/errors.js';

export interface FileAccess {
  /** Relative paths in collections resolve here (Newman's --working-dir). */
  workingDir: string;
  /** Absolute paths and paths escaping the working directory are refused unless this is on. */
  allowOutside: boolean;
}

/**
 * The real path of a file a request body names. Links are resolved before the containment
 * check, so a symlink inside the working directory cannot reach a file outside it.
 */
export async function resolveWorkingDirFile(path: string, access: FileAccess): Promise<string> {
  if (!access.allowOutside && isAbsolute(path)) {
    throw new SendError(
      'FILE_OUTSIDE_WORKING_DIR',
      `File ${path} is outside the working directory (absolute paths are not allowed)`,
    );
  }
  let real: string;
  let root: string;
  try {
    [real, root] = await Promise.all([realpath(resolve(access.workingDir, path)), realpath(access.workingDir)]);
  } catch (error) {
    throw new SendError('FILE_NOT_FOUND', `File not found: ${path} (working directory ${access.workingDir})`, {
      cause: error,
    });
  }
  const inside = relative(root, real);
  if (!access.allowOutside && (inside.startsWith('..') || isAbsolute(inside))) {
    throw new SendError(
      'FILE_OUTSIDE_WORKING_DIR',
      `File ${path} is outside the working directory ${access.workingDir}`,
    );
  }
  return real;
}

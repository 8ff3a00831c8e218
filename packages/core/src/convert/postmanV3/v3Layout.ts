/**
 * Where things live in a Postman 3.0.0 collection folder: one `*.request.yaml` per request, settings in
 * `.resources/definition.yaml`, examples beside them, environments in `postman/environments/`.
 */
export const REQUEST_SUFFIX = '.request.yaml';
export const EXAMPLE_SUFFIX = '.example.yaml';
export const DEFINITION_FILE = '.resources/definition.yaml';
export const ENVIRONMENTS_DIR = 'postman/environments/';
/** An environment file, wherever the picked folder's `postman/` sits. */
export const ENVIRONMENT_FILE = /(^|\/)postman\/environments\/[^/]+\.yaml$/;

/** The directory part of a `/` separated path ('' for the top). */
export function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The examples folder of a request file: `<dir>/.resources/<stem>.resources/examples`. */
export function examplesDirOf(requestPath: string): string {
  const dir = directoryOf(requestPath);
  const stem = requestPath.slice(dir.length === 0 ? 0 : dir.length + 1, -REQUEST_SUFFIX.length);
  return `${dir === '' ? '' : `${dir}/`}.resources/${stem}.resources/examples`;
}

/** Whether a folder's files are a v3 collection: a request file or a definition carrying `$kind`. */
export function isPostmanV3Folder(files: readonly { path: string; text: string }[]): boolean {
  return files.some(
    (file) =>
      (file.path.endsWith(REQUEST_SUFFIX) || file.path.endsWith(DEFINITION_FILE)) && /^\$kind:/m.test(file.text),
  );
}

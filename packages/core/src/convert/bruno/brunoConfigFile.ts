/** A file of the picked folder: its path inside the folder (`/` separated) and its text. */
export interface FolderFile {
  path: string;
  text: string;
}

/** The collection's `bruno.json` among a folder's files (the shallowest), which makes it a Bruno collection. */
export function brunoConfigFile(files: readonly FolderFile[]): FolderFile | undefined {
  return files
    .filter((file) => /(^|\/)bruno\.json$/.test(file.path))
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length)[0];
}

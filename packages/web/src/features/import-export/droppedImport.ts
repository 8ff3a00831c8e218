// What was dropped on the Import tab, read as the pickers read it: one file, or a Bruno collection
// folder walked through the browser's file system entries (webkitGetAsEntry).

/** A file of a collection folder, by its path inside the folder. */
export interface FolderFile {
  path: string;
  file: File;
}

/** What the user picked or dropped last: one file, or the files of one folder. */
export type Picked = { kind: 'file'; file: File } | { kind: 'folder'; files: FolderFile[] };

/** A collection folder's files are all it needs: Bruno's `bruno.json` and `.bru` files. */
const COLLECTION_FILE = /(^|\/)bruno\.json$|\.bru$/;

export function collectionFiles(files: readonly FolderFile[]): FolderFile[] {
  return files.filter(({ path }) => COLLECTION_FILE.test(path));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** A directory reader hands its entries over in batches until it hands over none. */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return entries;
    entries.push(...batch);
  }
}

async function filesUnder(entry: FileSystemEntry, prefix: string): Promise<FolderFile[]> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) return [{ path, file: await fileOf(entry as FileSystemFileEntry) }];
  const children = await entriesOf(entry as FileSystemDirectoryEntry);
  return (await Promise.all(children.map((child) => filesUnder(child, path)))).flat();
}

/** The first dropped item: a folder is walked, a file taken as is; nothing usable gives null. */
export async function pickedFromDrop(data: DataTransfer): Promise<Picked | null> {
  // Entries must be taken during the drop event itself, before any await.
  const entry = [...data.items].find((item) => item.kind === 'file')?.webkitGetAsEntry() ?? null;
  if (entry?.isDirectory) return { kind: 'folder', files: await filesUnder(entry, '') };
  const file = data.files[0];
  return file ? { kind: 'file', file } : null;
}

// docs/architecture.md kept true: every folder a newcomer meets under a package's src/ (and each
// server area and web feature) is named on the page, and the server's import picture keeps its
// shape: areas side by side on a shared floor, nothing below importing what stands above it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPicture } from './importPicture.js';

const repository = resolve(import.meta.dirname, '../..');
const page = readFileSync(join(repository, 'docs/architecture.md'), 'utf8');

const foldersIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Each package's folders as the page names them: `db`, `areas/auth`, `features/builder`. */
function packageFolders(name: string): string[] {
  const src = join(repository, 'packages', name, 'src');
  return foldersIn(src).flatMap((folder) =>
    folder === 'areas' || folder === 'features'
      ? [folder, ...foldersIn(join(src, folder)).map((inner) => `${folder}/${inner}`)]
      : [folder],
  );
}

/** The page's section on one package: from its `## packages/<name>` heading to the next heading of that level. */
function sectionOf(name: string): string {
  const start = page.indexOf(`\n## packages/${name}\n`);
  if (start < 0) return '';
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

describe('docs/architecture.md', () => {
  it.each(['core', 'web', 'cli', 'server'])('names every folder of packages/%s/src in its section', (name) => {
    const section = sectionOf(name);
    const named = (folder: string) => section.includes(`\`${folder}/`) || section.includes(`/src/${folder}/`);
    expect(packageFolders(name).filter((folder) => !named(folder))).toEqual([]);
  });
});

describe("the server's import picture", () => {
  const picture = importPicture();

  it('has no arrow that runs back up: the floor imports no area, nothing imports the entry files', () => {
    expect(picture.upward).toEqual([]);
  });

  it('has no pair of folders that import each other', () => {
    expect(picture.pairs).toEqual([]);
  });

  it('reaches an area from outside only through its index.ts, which names what the area offers', () => {
    expect(picture.pastIndex).toEqual([]);
  });
});

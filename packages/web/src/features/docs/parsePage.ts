// One Markdown file of content/ becomes a page: YAML front matter between `---` lines, validated,
// and the Markdown body after it.
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { DocsContentError } from './docsContentError.js';
import { FrontMatterSchema, type FrontMatter } from './pageSchema.js';
import { isSectionId, type SectionId } from './sections.js';

export interface DocPage extends FrontMatter {
  /** 'getting-started' for a section's index.md, 'getting-started.setup' for setup.md. */
  address: string;
  section: SectionId;
  /** Undefined for the section's own page. */
  subsection: string | undefined;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FILE_PATH = /(?:^|\/)([a-z0-9-]+)\/([a-z0-9-]+)\.md$/;

/** The address a content file has: `<section>/index.md` → section, `<section>/<sub>.md` → section.sub. */
function addressOfFile(path: string): { section: SectionId; subsection: string | undefined } {
  const match = FILE_PATH.exec(path);
  const section = match?.[1] ?? '';
  if (!match || !isSectionId(section)) {
    throw new DocsContentError(
      'DOCS_FILE_MISPLACED',
      `${path}: guide pages live in content/<section>/<page>.md, with one of the guide's sections`,
    );
  }
  const name = match[2]!;
  return { section, subsection: name === 'index' ? undefined : name };
}

export function parsePage(path: string, text: string): DocPage {
  const { section, subsection } = addressOfFile(path);
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    throw new DocsContentError(
      'DOCS_FRONT_MATTER_MISSING',
      `${path}: the file must start with front matter between --- lines`,
    );
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (thrown) {
    throw new DocsContentError('DOCS_FRONT_MATTER_INVALID', `${path}: ${(thrown as Error).message}`);
  }
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new DocsContentError('DOCS_FRONT_MATTER_INVALID', `${path}:\n${z.prettifyError(parsed.error)}`);
  }
  return {
    ...parsed.data,
    address: subsection ? `${section}.${subsection}` : section,
    section,
    subsection,
    body: text.slice(match[0].length).trim(),
  };
}

// Every guide page, ordered as the navigation lists them: sections in the guide's order, each
// section's page first and its subsections by `order`.
import { guideLinksOf } from './markdownBlocks.js';
import { parsePage, type DocPage } from './parsePage.js';
import { SECTION_IDS, type SectionId } from './sections.js';

export interface DocSection {
  id: SectionId;
  page: DocPage;
  subsections: DocPage[];
}

export interface Catalog {
  sections: DocSection[];
  /** Every page in reading order: the order Next and the search ties follow. */
  pages: DocPage[];
  byAddress: ReadonlyMap<string, DocPage>;
}

/** Builds the catalog from content files (path → text); a file that does not parse throws. */
export function buildCatalog(files: Readonly<Record<string, string>>): Catalog {
  const parsed = Object.entries(files).map(([path, text]) => parsePage(path, text));
  const sections = SECTION_IDS.flatMap((id): DocSection[] => {
    const page = parsed.find((candidate) => candidate.section === id && candidate.subsection === undefined);
    if (!page) return [];
    const subsections = parsed
      .filter((candidate) => candidate.section === id && candidate.subsection !== undefined)
      .sort((a, b) => a.order - b.order || a.address.localeCompare(b.address));
    return [{ id, page, subsections }];
  });
  const pages = sections.flatMap((section) => [section.page, ...section.subsections]);
  return { sections, pages, byAddress: new Map(pages.map((page) => [page.address, page])) };
}

/** The addresses a page points to: its related topics and the guide: links of its text and steps. */
function addressesReferencedBy(page: DocPage): string[] {
  const texts = [page.body, ...page.steps.flatMap((step) => [step.body, step.expected ?? ''])];
  return [...page.related, ...texts.flatMap(guideLinksOf)];
}

/**
 * What keeps the content from being whole: a section without its page, a subsection file without a
 * section page, a link or related topic that leads nowhere. Empty when the guide is complete.
 */
export function catalogProblems(catalog: Catalog, files: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const id of SECTION_IDS) {
    if (!catalog.sections.some((section) => section.id === id)) problems.push(`Section '${id}' has no index.md`);
  }
  const listed = Object.keys(files).length;
  if (listed !== catalog.pages.length) {
    problems.push(`${listed - catalog.pages.length} page(s) belong to a section without an index.md`);
  }
  for (const page of catalog.pages) {
    for (const address of addressesReferencedBy(page)) {
      if (!catalog.byAddress.has(address)) problems.push(`${page.address} links to '${address}', which is no page`);
    }
  }
  return problems;
}

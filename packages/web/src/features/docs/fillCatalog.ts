// The catalog as the reader sees it: every text of every page with the template values filled in.
import type { Catalog, DocSection } from './catalog.js';
import type { DocPage } from './parsePage.js';
import { fillTemplate, type TemplateValues } from './templateValues.js';

function fillPage(page: DocPage, values: TemplateValues): DocPage {
  const fill = (text: string) => fillTemplate(text, values);
  return {
    ...page,
    title: fill(page.title),
    summary: fill(page.summary),
    body: fill(page.body),
    steps: page.steps.map((step) => ({
      ...step,
      title: fill(step.title),
      body: fill(step.body),
      ...(step.code && { code: { ...step.code, text: fill(step.code.text) } }),
      ...(step.tryIt && {
        tryIt: {
          ...step.tryIt,
          url: fill(step.tryIt.url),
          headers: Object.fromEntries(Object.entries(step.tryIt.headers).map(([name, value]) => [name, fill(value)])),
          body: fill(step.tryIt.body),
        },
      }),
      ...(step.expected !== undefined && { expected: fill(step.expected) }),
    })),
  };
}

export function fillCatalog(catalog: Catalog, values: TemplateValues): Catalog {
  const sections: DocSection[] = catalog.sections.map((section) => ({
    id: section.id,
    page: fillPage(section.page, values),
    subsections: section.subsections.map((page) => fillPage(page, values)),
  }));
  const pages = sections.flatMap((section) => [section.page, ...section.subsections]);
  return { sections, pages, byAddress: new Map(pages.map((page) => [page.address, page])) };
}

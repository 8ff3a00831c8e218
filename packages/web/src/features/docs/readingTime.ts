// How long a page takes to read, from its own words: the page's prose and every step's text.
import { plainTextOf } from './markdownBlocks.js';
import type { DocPage } from './parsePage.js';

/** A steady adult reading pace for technical prose. */
const WORDS_PER_MINUTE = 200;
/** What a page without text says. */
export const DEFAULT_READING_TIME = '5 min read';

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTimeOf(page: Pick<DocPage, 'body' | 'steps'>): string {
  const texts = [
    plainTextOf(page.body),
    ...page.steps.flatMap((step) => [step.title, plainTextOf(step.body), step.code?.text ?? '', step.expected ?? '']),
  ];
  const words = texts.reduce((total, text) => total + wordCount(text), 0);
  if (words === 0) return DEFAULT_READING_TIME;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

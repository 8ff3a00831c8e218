import { describe, expect, it } from 'vitest';
import { DEFAULT_READING_TIME, readingTimeOf } from './readingTime.js';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('says 5 min read for a page without text', () => {
    expect(readingTimeOf({ body: '', steps: [] })).toBe(DEFAULT_READING_TIME);
    expect(DEFAULT_READING_TIME).toBe('5 min read');
  });

  it('counts the prose and the steps at 200 words a minute, rounding up, markup not counted', () => {
    expect(readingTimeOf({ body: `**${words(10)}**`, steps: [] })).toBe('1 min read');
    expect(readingTimeOf({ body: `## Tips\n\n- ${words(250)}`, steps: [] })).toBe('2 min read');
    const step = { id: 's', title: 'Do it', body: words(400), expected: undefined, code: undefined };
    expect(readingTimeOf({ body: words(199), steps: [step] })).toBe('4 min read');
  });
});

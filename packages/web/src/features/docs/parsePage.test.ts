import { describe, expect, it } from 'vitest';
import { buildCatalog, catalogProblems } from './catalog.js';
import { parsePage } from './parsePage.js';

const page = (front: string, body = 'Some text.') => `---\n${front}\n---\n${body}\n`;
const BASIC = 'title: Basic requests\nsummary: Send one.\ndifficulty: beginner\norder: 1';

describe('a guide page', () => {
  it('takes its address from its file and its fields from the front matter', () => {
    const parsed = parsePage(
      'content/api-builder/basic-requests.md',
      page(
        `${BASIC}\nsteps:\n  - id: open-builder\n    title: Open the Builder\n    check: { kind: lastResponseStatus, status: 200 }`,
      ),
    );
    expect(parsed).toMatchObject({
      address: 'api-builder.basic-requests',
      section: 'api-builder',
      subsection: 'basic-requests',
      quickStart: false,
      related: [],
      body: 'Some text.',
      steps: [{ id: 'open-builder', body: '', check: { kind: 'lastResponseStatus', status: 200 } }],
    });
    expect(parsePage('content/themes/index.md', page(BASIC)).address).toBe('themes');
  });

  it('refuses a file without front matter, with a bad field, an unknown check or a repeated step id', () => {
    expect(() => parsePage('content/themes/a.md', 'Just text')).toThrow(
      expect.objectContaining({ code: 'DOCS_FRONT_MATTER_MISSING' }),
    );
    expect(() => parsePage('content/themes/a.md', page(BASIC.replace('beginner', 'expert')))).toThrow(
      /content\/themes\/a\.md:[\s\S]*difficulty/,
    );
    expect(() =>
      parsePage('content/themes/a.md', page(`${BASIC}\nsteps:\n  - id: x\n    title: X\n    check: { kind: magic }`)),
    ).toThrow(expect.objectContaining({ code: 'DOCS_FRONT_MATTER_INVALID' }));
    expect(() =>
      parsePage('content/themes/a.md', page(`${BASIC}\nsteps:\n  - { id: x, title: X }\n  - { id: x, title: Y }`)),
    ).toThrow(/'x' is used twice/);
    expect(() => parsePage('content/nowhere/a.md', page(BASIC))).toThrow(
      expect.objectContaining({ code: 'DOCS_FILE_MISPLACED' }),
    );
  });

  it('reports links and related topics that lead nowhere, and sections without a page', () => {
    const files = {
      'content/themes/index.md': page(
        `${BASIC}\nrelated: [themes.missing]`,
        'See [setup](guide:getting-started.setup).',
      ),
    };
    const problems = catalogProblems(buildCatalog(files), files);
    expect(problems).toContain("themes links to 'themes.missing', which is no page");
    expect(problems).toContain("themes links to 'getting-started.setup', which is no page");
    expect(problems).toContain("Section 'overview' has no index.md");
  });
});

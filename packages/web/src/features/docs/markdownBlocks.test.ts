import { describe, expect, it } from 'vitest';
import { guideLinksOf, pageBodyOf } from './markdownBlocks.js';

describe('page bodies', () => {
  it('set the named blocks apart from the prose, and code blocks apart for Copy', () => {
    const body = pageBodyOf(
      'Intro.\n\n```sh\ncourier run c.json\n```\n\n## Tips\n\n- One\n\n## More prose\n\nText.\n\n## Troubleshooting\n\nFix it.',
    );
    expect(body.prose.map((piece) => piece.kind)).toEqual(['html', 'code', 'html']);
    expect(body.prose[1]).toEqual({ kind: 'code', language: 'sh', text: 'courier run c.json' });
    expect(body.prose[2]).toMatchObject({ html: expect.stringContaining('More prose') });
    expect(body.blocks.map((block) => [block.kind, block.title])).toEqual([
      ['tips', 'Tips'],
      ['troubleshooting', 'Troubleshooting'],
    ]);
  });

  it('turn guide: links into the guide’s addresses and send other links to a new tab', () => {
    const { prose } = pageBodyOf('See [setup](guide:getting-started.setup) and [issues](https://example.com/issues).');
    const html = prose[0]?.kind === 'html' ? prose[0].html : '';
    expect(html).toContain('href="/docs/getting-started.setup" data-guide-link="getting-started.setup"');
    expect(html).toContain('href="https://example.com/issues" target="_blank" rel="noopener noreferrer"');
    expect(guideLinksOf('[a](guide:themes) [b](guide:overview.views) [c](https://x)')).toEqual([
      'themes',
      'overview.views',
    ]);
  });
});

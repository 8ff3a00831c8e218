// Markdown → what the page shows: HTML for prose (sanitised where it is put on the page, see
// MarkdownHtml.tsx), code blocks apart so each gets its own Copy button, and the named `##`
// blocks (Examples, Tips, …) apart so each is shown in its own box.
import { Marked, type Token, type Tokens, type TokensList } from 'marked';
import { docsPath } from './docsAddress.js';

/** `[text](guide:api-builder.basic-requests)` links to another guide page. */
const GUIDE_LINK = /^guide:(.+)$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const marked = new Marked({
  gfm: true,
  renderer: {
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const titled = title ? ` title="${escapeAttribute(title)}"` : '';
      const guide = GUIDE_LINK.exec(href);
      if (guide) {
        return `<a href="${escapeAttribute(docsPath(guide[1]!))}" data-guide-link="${escapeAttribute(guide[1]!)}"${titled}>${text}</a>`;
      }
      // Links leave the app (the project's repository and issue tracker): in a new tab, so the
      // guide stays where the user was.
      return `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer"${titled}>${text}</a>`;
    },
  },
});

export type MarkdownPiece = { kind: 'html'; html: string } | { kind: 'code'; language: string; text: string };

/** The `##` headings the guide shows as boxes of their own, and the kind of box. */
const NAMED_BLOCKS = {
  Examples: 'examples',
  Tips: 'tips',
  Troubleshooting: 'troubleshooting',
  'Expected results': 'expected',
  Actions: 'actions',
} as const;
type NamedBlockKind = (typeof NAMED_BLOCKS)[keyof typeof NAMED_BLOCKS];

export interface PageBody {
  /** The page's prose, in order, without the named blocks. */
  prose: MarkdownPiece[];
  blocks: Array<{ kind: NamedBlockKind; title: string; pieces: MarkdownPiece[] }>;
}

function tokenList(tokens: Token[], links: TokensList['links']): TokensList {
  return Object.assign(tokens, { links });
}

function piecesOf(tokens: Token[], links: TokensList['links']): MarkdownPiece[] {
  const pieces: MarkdownPiece[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length === 0) return;
    pieces.push({ kind: 'html', html: marked.parser(tokenList(run, links)) });
    run = [];
  };
  for (const token of tokens) {
    if (token.type === 'code') {
      flush();
      const code = token as Tokens.Code;
      pieces.push({ kind: 'code', language: code.lang ?? '', text: code.text });
    } else if (token.type !== 'space') {
      run.push(token);
    }
  }
  flush();
  return pieces;
}

function namedBlockOf(token: Token): keyof typeof NAMED_BLOCKS | undefined {
  if (token.type !== 'heading' || (token as Tokens.Heading).depth !== 2) return undefined;
  const text = (token as Tokens.Heading).text.trim();
  return Object.hasOwn(NAMED_BLOCKS, text) ? (text as keyof typeof NAMED_BLOCKS) : undefined;
}

/** Splits a page's Markdown into prose and named blocks; a named block runs to the next `##`. */
export function pageBodyOf(markdown: string): PageBody {
  const all = marked.lexer(markdown);
  const prose: Token[] = [];
  const blocks: Array<{ title: keyof typeof NAMED_BLOCKS; tokens: Token[] }> = [];
  let current: { title: keyof typeof NAMED_BLOCKS; tokens: Token[] } | undefined;
  for (const token of all) {
    const named = namedBlockOf(token);
    if (named) {
      current = { title: named, tokens: [] };
      blocks.push(current);
    } else if (token.type === 'heading' && (token as Tokens.Heading).depth <= 2) {
      current = undefined;
      prose.push(token);
    } else {
      (current?.tokens ?? prose).push(token);
    }
  }
  return {
    prose: piecesOf(prose, all.links),
    blocks: blocks.map(({ title, tokens }) => ({
      kind: NAMED_BLOCKS[title],
      title,
      pieces: piecesOf(tokens, all.links),
    })),
  };
}

/** A step's Markdown body: prose and code, no named blocks. */
export function markdownPieces(markdown: string): MarkdownPiece[] {
  const all = marked.lexer(markdown);
  return piecesOf([...all], all.links);
}

/** The guide pages a piece of Markdown links to, e.g. ['getting-started.setup']. */
export function guideLinksOf(markdown: string): string[] {
  const addresses: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== 'link') return;
    const guide = GUIDE_LINK.exec((token as Tokens.Link).href);
    if (guide) addresses.push(guide[1]!);
  });
  return addresses;
}

/** The words a reader reads: the text of the Markdown without its markup. */
export function plainTextOf(markdown: string): string {
  const words: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    // A text token with tokens of its own (a list item's) is counted through them.
    const nested = 'tokens' in token && (token.tokens?.length ?? 0) > 0;
    if ((token.type === 'text' && !nested) || token.type === 'codespan' || token.type === 'code') {
      words.push((token as Tokens.Text).text);
    }
  });
  return words.join(' ');
}

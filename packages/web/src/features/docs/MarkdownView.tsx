// Markdown pieces on the page: prose as sanitised HTML (DOMPurify), code blocks with Copy. Clicks on
// links to other guide pages stay in the app.
import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { navigate } from '../../lib/navigate.js';
import { CodeBlock } from './CodeBlock.js';
import type { MarkdownPiece } from './markdownBlocks.js';

function followGuideLink(event: MouseEvent<HTMLDivElement>): void {
  const link = (event.target as HTMLElement).closest('a[data-guide-link]');
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(link.getAttribute('href') ?? '/docs');
}

export function MarkdownView({ pieces }: { pieces: readonly MarkdownPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.kind === 'code' ? (
          <CodeBlock key={index} language={piece.language} text={piece.text} />
        ) : (
          <div
            key={index}
            className="docs-prose"
            onClick={followGuideLink}
            dangerouslySetInnerHTML={{
              __html: DOMPurify.sanitize(piece.html, { ADD_ATTR: ['target', 'data-guide-link'] }),
            }}
          />
        ),
      )}
    </>
  );
}

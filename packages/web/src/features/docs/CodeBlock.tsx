import { useState } from 'react';
import { CopyButton } from '../../ui/CopyButton.js';

/** A code block with its language and a Copy button ('Copied!' for 2 s). */
export function CodeBlock({ language, text }: { language: string; text: string }) {
  const [copyError, setCopyError] = useState<string>();
  return (
    <figure className="docs-code">
      <figcaption className="docs-code-bar">
        <span className="docs-code-language">{language || 'text'}</span>
        <CopyButton text={text} onCopyError={setCopyError} />
      </figcaption>
      <pre>
        <code>{text}</code>
      </pre>
      {copyError ? (
        <p className="docs-code-error" role="alert">
          {copyError}
        </p>
      ) : null}
    </figure>
  );
}

// Editor highlighting from the theme's code tokens (styles/tokens.css, or an applied theme), so every
// CodeMirror editor follows the theme.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const themeHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: [tags.keyword, tags.bool, tags.null, tags.operatorKeyword], color: 'var(--color-code-keyword)' },
    { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--color-code-string)' },
    { tag: [tags.number, tags.integer, tags.float], color: 'var(--color-code-number)' },
    {
      tag: [tags.propertyName, tags.attributeName, tags.definition(tags.propertyName)],
      color: 'var(--color-code-property)',
    },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment],
      color: 'var(--color-code-comment)',
      fontStyle: 'italic',
    },
  ]),
);

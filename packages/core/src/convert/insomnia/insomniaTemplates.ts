/**
 * Insomnia's Nunjucks templates in request text, rewritten to `{{placeholders}}`:
 * `{{ _.name }}` and `{{ name }}` read a variable, and a few tags have a dynamic variable of the
 * same meaning (`{% uuid %}` → `{{$guid}}`, `{% faker 'randomEmail' %}` → `{{$randomEmail}}`).
 * Anything else (`{% response … %}` chaining, `{% prompt %}`, filters) has no counterpart: it is
 * kept as written, so the text shows what to redo, and counted.
 * Why: docs/decisions/0040-other-tools-scripts-and-template-tags.md
 */
import type { ImportNotes } from '../importNotes.js';

const UNMAPPED_TAGS = 'template tags without a mapping';

/** `_.a.b`, `_['a']`, `a.b` → `a.b`; undefined for anything that is more than a name (filters, calls). */
function variableName(expression: string): string | undefined {
  const path = expression
    .trim()
    .replace(/^_\./, '')
    .replace(/^_\[['"]([^'"]+)['"]\]/, '$1')
    .replace(/\[['"]([^'"]+)['"]\]/g, '.$1');
  return /^[A-Za-z_$][\w$-]*(\.[\w$-]+)*$/.test(path) ? path : undefined;
}

/** The argument list of a tag, `'iso-8601'` → ['iso-8601']. */
function tagArguments(text: string): string[] {
  return [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
}

function tagPlaceholder(name: string, args: string[]): string | undefined {
  switch (name) {
    case 'uuid':
      return '{{$guid}}';
    case 'now':
    case 'timestamp': {
      const format = args[0] ?? 'iso-8601';
      if (format === 'unix') return '{{$timestamp}}';
      if (format === 'iso-8601') return '{{$isoTimestamp}}';
      return undefined;
    }
    case 'faker':
      return args[0] && /^random\w+$/.test(args[0]) ? `{{$${args[0]}}}` : undefined;
    default:
      return undefined;
  }
}

/** `where` names the field for the user, e.g. 'Request "Login" URL'. */
export function translateTemplates(text: string, notes: ImportNotes, where: string): string {
  if (!text.includes('{{') && !text.includes('{%')) return text;
  return text
    .replace(/\{\{([^{}]*)\}\}/g, (whole, expression: string) => {
      const name = variableName(expression);
      if (name !== undefined) return `{{${name}}}`;
      notes.add(UNMAPPED_TAGS, `${where}: '${whole}' has no mapping and was kept as text`);
      return whole;
    })
    .replace(/\{%\s*(\w+)([^%]*)%\}/g, (whole, name: string, rest: string) => {
      const placeholder = tagPlaceholder(name, tagArguments(rest));
      if (placeholder !== undefined) return placeholder;
      notes.add(UNMAPPED_TAGS, `${where}: Insomnia's '${name}' tag has no mapping and was kept as text`);
      return whole;
    });
}

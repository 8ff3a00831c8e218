/**
 * Scripts written for another tool's API, rewritten line by line to the `pm` API. A line that
 * still calls the other tool's API after the rewrite has no translation: it is kept as a comment
 * (so the author's intent survives and the rest of the script still runs) and counted.
 * Why: docs/decisions/0040-other-tools-scripts-and-template-tags.md
 */
import type { ImportNotes } from './importNotes.js';

export interface ScriptDialect {
  /** The tool's name, as the comment on an untranslated line says it. */
  tool: string;
  /** Rewrites applied in order to every line. */
  rules: readonly (readonly [RegExp, string])[];
  /** What, left on a line after the rewrites, is the tool's own API. */
  untranslated: RegExp;
}

const UNTRANSLATED_LINES = 'script lines kept as comments';

/** `where` names the script for the user, e.g. 'Request "Login" tests'. */
export function translateScript(code: string, dialect: ScriptDialect, notes: ImportNotes, where: string): string {
  if (code.trim() === '') return '';
  let kept = 0;
  const lines = code.split('\n').map((line) => {
    const rewritten = dialect.rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);
    if (/^\s*\/\//.test(rewritten) || !dialect.untranslated.test(rewritten)) return rewritten;
    kept++;
    notes.add(UNTRANSLATED_LINES);
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    return `${indent}// Not translated from ${dialect.tool}: ${line.trim()}`;
  });
  if (kept > 0) {
    notes.warnings.push(`${where}: ${kept} line(s) without a pm equivalent kept as comments`);
  }
  return lines.join('\n');
}

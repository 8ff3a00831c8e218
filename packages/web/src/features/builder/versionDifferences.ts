// Two versions of one request as a person compares them: the request line of each, then only the
// parts that differ, each as short text.
import type { Auth, Body, KeyValue } from '@courier/core';
import type { Draft } from './builderStore.js';

export interface VersionDifference {
  part: string;
  theirs: string;
  mine: string;
}

const rows = (list: readonly KeyValue[]) =>
  list.map((row) => `${row.enabled === false ? '(off) ' : ''}${row.key}: ${row.value}`).join('\n') || '(none)';

function bodyText(body: Body): string {
  switch (body.mode) {
    case 'none':
      return '(none)';
    case 'raw':
      return body.raw || '(empty)';
    case 'graphql':
      return body.query || '(empty)';
    case 'urlencoded':
      return rows(body.urlencoded);
    case 'formdata':
      return body.formdata.map((part) => `${part.key}: ${part.type === 'text' ? part.value : '(file)'}`).join('\n');
    case 'file':
      return body.picked?.name ?? body.src;
  }
}

/** What the auth is, never its secrets; the same type with other settings says so. */
function authTexts(theirs: Auth, mine: Auth): [string, string] {
  if (theirs.type !== mine.type || JSON.stringify(theirs) === JSON.stringify(mine)) return [theirs.type, mine.type];
  return [`${theirs.type}, other settings`, mine.type];
}

const PARTS: ReadonlyArray<[string, (draft: Draft) => string]> = [
  ['Name', (draft) => draft.name],
  ['Headers', (draft) => rows(draft.headers)],
  ['Body', (draft) => bodyText(draft.body)],
  ['Pre-request script', (draft) => draft.preRequestScript || '(none)'],
  ['Tests', (draft) => draft.postRequestScript || '(none)'],
];

export function versionDifferences(theirs: Draft, mine: Draft): VersionDifference[] {
  const request = (draft: Draft) => `${draft.method} ${draft.url}`;
  const differences: VersionDifference[] = [{ part: 'Request', theirs: request(theirs), mine: request(mine) }];
  for (const [part, text] of PARTS) {
    const [a, b] = [text(theirs), text(mine)];
    if (a !== b) differences.push({ part, theirs: a, mine: b });
  }
  const [theirsAuth, mineAuth] = authTexts(theirs.auth, mine.auth);
  if (theirsAuth !== mineAuth) differences.push({ part: 'Auth', theirs: theirsAuth, mine: mineAuth });
  return differences;
}

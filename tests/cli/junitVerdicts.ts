// Verdicts read from a JUnit report (testsuite = request, testcase = assertion), the one report
// shape Newman and Courier both write: `Request / assertion` → pass | fail, skipped ones left out.
import { readFile } from 'node:fs/promises';

export type Verdicts = Record<string, 'pass' | 'fail'>;

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };

function unescape(text: string): string {
  return text.replace(/&(#\d+|quot|apos|lt|gt|amp);/g, (_, entity: string) =>
    entity.startsWith('#') ? String.fromCodePoint(Number(entity.slice(1))) : (ENTITIES[entity] ?? ''),
  );
}

function attribute(tag: string, name: string): string {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? '' : unescape(match[1]);
}

/** The request is the suite name's last ` / ` segment: Courier names suites `Folder / Request`. */
export async function junitVerdicts(path: string): Promise<Verdicts> {
  const xml = await readFile(path, 'utf8');
  const verdicts: Verdicts = {};
  for (const suite of xml.matchAll(/<testsuite\b([^>]*)>([\s\S]*?)<\/testsuite>/g)) {
    const request =
      attribute(suite[1] ?? '', 'name')
        .split(' / ')
        .pop() ?? '';
    for (const testcase of (suite[2] ?? '').matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
      const body = testcase[2] ?? '';
      if (/<skipped\b/.test(body)) continue;
      const name = attribute(testcase[1] ?? '', 'name');
      verdicts[`${request} / ${name}`] = /<(failure|error)\b/.test(body) ? 'fail' : 'pass';
    }
  }
  return verdicts;
}

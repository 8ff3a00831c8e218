/**
 * Postman `event` lists at collection, folder and request level: `prerequest` becomes the
 * pre-request script and `test` the post-request script. Several events of one kind at a level
 * stay separate scripts, because Postman runs each on its own.
 */
import type { Folder } from '../../model/collection.js';
import type { ScriptField } from '../../model/request.js';
import { isRecord, recordsOf, type JsonRecord } from '../untrusted.js';

export type Scripts = Pick<Folder, ScriptField>;

function execText(script: unknown): string {
  if (typeof script === 'string') return script;
  if (!isRecord(script)) return '';
  const exec = script['exec'];
  // The Postman SDK splits text scripts at \r?\n and joins lines with \n.
  if (typeof exec === 'string') return exec.replace(/\r\n/g, '\n');
  if (Array.isArray(exec)) return exec.map((line) => (typeof line === 'string' ? line : '')).join('\n');
  return '';
}

/** Scripts of one level. A single event object counts as a list of one, as in the Postman SDK. */
export function importScripts(events: unknown): Scripts & { skipped: number } {
  const list = isRecord(events) ? [events] : recordsOf(events);
  const texts = (listen: string): string[] =>
    list
      .filter((event) => event['listen'] === listen && event['disabled'] !== true)
      .map((event) => execText(event['script']))
      .filter((text) => text !== '');
  const [preRequestScript = '', ...morePreRequestScripts] = texts('prerequest');
  const [postRequestScript = '', ...morePostRequestScripts] = texts('test');
  return {
    preRequestScript,
    postRequestScript,
    ...(morePreRequestScripts.length > 0 && { morePreRequestScripts }),
    ...(morePostRequestScripts.length > 0 && { morePostRequestScripts }),
    skipped: list.filter((event) => event['disabled'] === true).length,
  };
}

function event(listen: string, text: string): JsonRecord {
  return { listen, script: { type: 'text/javascript', exec: text.split('\n') } };
}

/** The `event` list of one level, or undefined when it has no scripts. */
export function exportScripts(scripts: Scripts): JsonRecord[] | undefined {
  const events = (listen: string, texts: string[]) =>
    texts.filter((text) => text !== '').map((text) => event(listen, text));
  const all = [
    ...events('prerequest', [scripts.preRequestScript, ...(scripts.morePreRequestScripts ?? [])]),
    ...events('test', [scripts.postRequestScript, ...(scripts.morePostRequestScripts ?? [])]),
  ];
  return all.length > 0 ? all : undefined;
}

import type { RunResult } from '../model/run.js';
import { itemsPlaceholder, jsonPieces } from './jsonPieces.js';

/** The run result as JSON (the web runner's export format 'json'), indented for people and diffs, in pieces. */
export function courierJsonPieces(result: RunResult): Generator<string> {
  const placeholder = itemsPlaceholder();
  return jsonPieces({ ...result, requests: placeholder.marker }, placeholder, result.requests);
}

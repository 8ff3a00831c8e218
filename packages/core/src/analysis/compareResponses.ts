// Two recorded responses side by side: status, headers, time and body.
import { compareHeaders } from './compareHeaders.js';
import { diffJson } from './diffJson.js';
import { diffText } from './diffText.js';
import type { BodyDiff, CapturedResponse, ResponseComparisonResult } from './types.js';

export function compareResponses(first: CapturedResponse, second: CapturedResponse): ResponseComparisonResult {
  return {
    status: { equal: first.status === second.status, value1: first.status, value2: second.status },
    headers: compareHeaders(first.headers, second.headers),
    performance: { total: compareTimes(first.totalMs, second.totalMs) },
    body: diffBodies(first, second),
  };
}

/** `percentChange` is relative to the first time, rounded to 0.1 %; 0 when the first took 0 ms. */
function compareTimes(value1: number, value2: number): ResponseComparisonResult['performance']['total'] {
  const percentChange = value1 === 0 ? 0 : Math.round(((value2 - value1) / value1) * 1000) / 10;
  return { value1, value2, improved: value2 < value1, percentChange };
}

/**
 * JSON bodies are compared as values when both parse and either response says JSON or both
 * bodies look like an object or array; anything else is compared line by line.
 */
export function diffBodies(first: CapturedResponse, second: CapturedResponse): BodyDiff {
  if (first.body === null || second.body === null) {
    return {
      kind: 'unavailable',
      reason: notKeptReason(first.body === null, second.body === null),
      equal: first.bodyHash === second.bodyHash,
    };
  }
  const jsonExpected = saysJson(first) || saysJson(second) || (looksLikeJson(first.body) && looksLikeJson(second.body));
  if (jsonExpected) {
    const parsed = parseBoth(first.body, second.body);
    if (parsed) {
      const changes = diffJson(parsed[0], parsed[1]);
      return { kind: 'json', changes, equal: changes.length === 0 };
    }
  }
  return diffText(first.body, second.body);
}

function notKeptReason(firstMissing: boolean, secondMissing: boolean): string {
  const which =
    firstMissing && secondMissing
      ? 'The bodies of both responses were'
      : firstMissing
        ? 'The body of the first response was'
        : 'The body of the second response was';
  return `${which} not kept (larger than the recording cap)`;
}

function saysJson(response: CapturedResponse): boolean {
  return response.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && /[/+]json\b/i.test(value));
}

function looksLikeJson(body: string): boolean {
  return /^\s*[[{]/.test(body);
}

function parseBoth(first: string, second: string): [unknown, unknown] | null {
  try {
    return [JSON.parse(first), JSON.parse(second)];
  } catch {
    // Not JSON after all, whatever the header said: the line diff still shows what changed.
    return null;
  }
}

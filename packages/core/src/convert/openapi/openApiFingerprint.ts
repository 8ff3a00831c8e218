import sha256 from 'crypto-js/sha256.js';

/**
 * A hash of a document's content: the same API written as YAML or JSON, or re-indented, hashes
 * the same, so "nothing changed" is told without comparing megabytes.
 */
export function openApiFingerprint(document: unknown): string {
  return `sha256:${sha256(JSON.stringify(document)).toString()}`;
}

// Ids are a timestamp plus random characters: sortable by creation
// time at a glance, unique enough for one user's data without coordination.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function createId(now: number = Date.now()): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `${now}${suffix}`;
}

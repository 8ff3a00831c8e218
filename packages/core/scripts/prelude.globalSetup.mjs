// Vitest global setup: builds the script prelude before any test imports it.
import { ensurePrelude } from './build-prelude.mjs';

export default async function setup() {
  await ensurePrelude();
}

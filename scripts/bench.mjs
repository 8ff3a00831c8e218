// `npm run bench [name…]`: runs every benchmark file `packages/*/bench/*.bench.ts` (or those whose
// name holds one of the arguments as a word) in its own Node process, one after another so they do not
// compete for the two cores, and lets each print its own table. Timing gates that need the test
// harness (the web app in Chromium) are vitest files, `tests/*/*.bench.test.ts`, run through
// vitest's `bench` project.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const filters = process.argv.slice(2);
const files = readdirSync('packages')
  .map((name) => join('packages', name, 'bench'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => join(dir, file)),
  )
  .concat(
    readdirSync('tests', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(join('tests', entry.name))
          .filter((file) => file.endsWith('.bench.test.ts'))
          .map((file) => join('tests', entry.name, file)),
      ),
  )
  .filter((file) => filters.length === 0 || filters.some((filter) => namesWord(file, filter)));

/**
 * Whether the bench's file name holds `filter` as a word of its camelCase name: `proxy` picks
 * `proxy` and `proxyMemory`, `web` picks `web` and not `websocket`.
 */
function namesWord(file, filter) {
  const name = file.split('/').at(-1) ?? '';
  for (let at = name.indexOf(filter); at >= 0; at = name.indexOf(filter, at + 1)) {
    const next = name[at + filter.length] ?? '';
    if (!/[a-z0-9]/.test(next)) return true;
  }
  return false;
}

let failed = false;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const args = file.endsWith('.bench.test.ts')
    ? ['node_modules/vitest/vitest.mjs', 'run', '--project', 'bench', file]
    : ['--no-node-snapshot', '--conditions=courier-source', '--import', 'tsx', file];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (files.length === 0) console.log('No benchmarks matched.');
process.exit(failed ? 1 : 0);

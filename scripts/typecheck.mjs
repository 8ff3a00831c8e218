// Type-checks every workspace package against its own tsconfig, so each package's environment
// (DOM for web, Node for server) stays its own. Packages without sources yet are skipped. A
// package's tsconfig.portable.json, where it has one, checks the part that must run in browsers
// too without Node's types (core outside src/node); a tsconfig.prelude.json checks the JavaScript
// evaluated inside the script sandbox by its JSDoc types.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function hasTypeScript(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasTypeScript(join(dir, entry.name)) : /\.tsx?$/.test(entry.name),
  );
}

const projects = [...readdirSync('packages').map((name) => join('packages', name)), 'tests', 'examples'].filter(
  (dir) => existsSync(join(dir, 'tsconfig.json')) && hasTypeScript(dir.startsWith('packages') ? join(dir, 'src') : dir),
);

const configs = projects.flatMap((project) =>
  ['tsconfig.json', 'tsconfig.portable.json', 'tsconfig.prelude.json']
    .map((name) => join(project, name))
    .filter((path) => existsSync(path)),
);

let failed = false;
for (const config of configs) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--noEmit'], {
    stdio: 'inherit',
  });
  console.log(`typecheck ${config}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

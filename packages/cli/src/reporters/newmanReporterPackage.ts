// Where a third-party Newman reporter (`-r teamcity` → the npm package `newman-reporter-teamcity`) is
// found. Newman requires it from its own folder, so a reporter counts as installed when it sits
// beside newman: in the project's node_modules (where a CI job's `npm install` puts it) or in the
// global folder. Courier looks in the same places, from where the run starts and from where it
// is installed itself.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `allure` → `newman-reporter-allure`; `@team/slack` → `@team/newman-reporter-slack`, as Newman names them. */
export function newmanReporterPackage(name: string): string {
  const scope = name.startsWith('@') && name.includes('/') ? name.slice(0, name.indexOf('/') + 1) : '';
  return `${scope}newman-reporter-${name.slice(scope.length)}`;
}

/**
 * npm's global folder (`npm root -g`): `npm_config_prefix` when npm started the command, else the
 * prefix of the Node that runs it (`<prefix>/bin/node` beside `<prefix>/lib/node_modules`).
 */
function globalModules(env: NodeJS.ProcessEnv): string {
  const prefix = env['npm_config_prefix'] ?? dirname(dirname(process.execPath));
  return process.platform === 'win32' ? join(prefix, 'node_modules') : join(prefix, 'lib', 'node_modules');
}

/**
 * The file `require` loads for reporter `name`, looked up from the working directory and its
 * parents, then beside Courier, then in the global folder and NODE_PATH; undefined when none has it.
 */
export function findNewmanReporter(name: string, cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const packageName = newmanReporterPackage(name);
  // The global folder's own package only: a lookup from it would also walk the folders above it.
  const global = join(globalModules(env), packageName);
  const lookups: Array<[string, string]> = [
    [join(cwd, 'package.json'), packageName],
    [fileURLToPath(import.meta.url), packageName],
    [join(global, 'package.json'), global],
  ];
  for (const [base, request] of lookups) {
    try {
      return createRequire(base).resolve(request);
    } catch {
      // Not installed there: the next place may have it.
    }
  }
  return undefined;
}

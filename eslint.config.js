// One lint configuration for the whole repository.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.generated.*', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
      eqeqeq: ['error', 'smart'],
    },
  },
  ...packageBoundaries(),
  {
    // Plain JavaScript: scripts, examples and sandbox preludes.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

/**
 * The dependency rules of docs/architecture.md, enforced: core is isomorphic outside `src/node`,
 * the web app runs in browsers only, and packages meet only through their package exports, never
 * through a relative path into another package's folder (that would bypass the exports a build
 * and a published package rely on).
 */
function packageBoundaries() {
  const packages = ['core', 'cli', 'server', 'web', 'testkit'];
  const tests = ['**/*.test.ts', '**/*.test.tsx', '**/fixtures/**', '**/testing/**', '**/cases/**'];
  const intoSibling = (name) => ({
    regex: `^(\\.\\./)+(${packages.filter((other) => other !== name).join('|')})/`,
    message: 'Import another package through its package name and exports, not by a relative path into its folder.',
  });
  const nodeOnly = {
    regex: '^(node:|undici$|undici/|isolated-vm$|express$|react$|react-dom$|react/)',
    message:
      'core outside src/node runs in browsers and Node alike: Node, undici, isolated-vm, Express and React belong in src/node or in a face.',
  };
  const nodeGlobals = ['Buffer', 'process', '__dirname', '__filename', 'require', 'global', 'setImmediate'].map(
    (name) => ({ name, message: `${name} is Node's: core outside src/node runs in browsers too.` }),
  );
  const browserOnly = {
    regex: '^(node:|@courier/core/node$)',
    message: 'The web app runs in browsers: it cannot use Node modules or @courier/core/node.',
  };
  // The test kit is a dev-only workspace package: shipped code that imported it would break once installed.
  const testSupport = {
    regex: '^@courier/testkit(/|$)',
    message: 'Test support stays out of what a package ships: import @courier/testkit from tests only.',
  };
  const browserSubpath = {
    regex: '^@courier/core/browser$',
    message: "The CLI and the server run in Node: @courier/core/browser is the web app's.",
  };
  const shippedCode = (name, extra) => ({
    files: [`packages/${name}/src/**/*.{ts,tsx}`],
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns: [intoSibling(name), testSupport, ...extra] }] },
  });
  return [
    ...packages.map((name) => ({
      files: [`packages/${name}/**/*.{ts,tsx,js,mjs}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [intoSibling(name)] }] },
    })),
    shippedCode('cli', [browserSubpath]),
    shippedCode('server', [browserSubpath]),
    shippedCode('core', []),
    {
      files: ['packages/core/src/**/*.ts'],
      ignores: ['packages/core/src/node/**', ...tests],
      rules: {
        'no-restricted-imports': ['error', { patterns: [intoSibling('core'), testSupport, nodeOnly] }],
        // The type checker cannot catch these: a dependency's types (papaparse's) pull Node's in.
        'no-restricted-globals': ['error', ...nodeGlobals],
      },
    },
    shippedCode('web', [browserOnly]),
    ...serverAreas([intoSibling('server'), testSupport, browserSubpath], tests),
  ];
}

/**
 * The server's areas stand side by side on a shared floor: another area is reached only through its
 * `index.ts`, which names what the area offers, and the floor (db, http, live …) reaches no area. The
 * architecture test draws the same picture; this says it in the editor, where the import is written.
 */
function serverAreas(shared, tests) {
  const root = 'packages/server/src';
  const folders = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const areas = folders(`${root}/areas`);
  // The entry files assemble the areas; every other file outside them is the floor.
  const entries = ['main.ts', 'app.ts', 'unlock.ts'].map((file) => `${root}/${file}`);
  const rule = (pattern) => ({ 'no-restricted-imports': ['error', { patterns: [...shared, pattern] }] });
  const pastIndex = 'Reach another area through its index.ts, which names what it offers, not through its files.';
  return [
    ...areas.map((area) => ({
      files: [`${root}/areas/${area}/**/*.{ts,tsx}`],
      ignores: tests,
      rules: rule({
        regex: `^(\\.\\./)+(${areas.filter((other) => other !== area).join('|')})/(?!index\\.js$)`,
        message: pastIndex,
      }),
    })),
    {
      files: entries,
      ignores: tests,
      rules: rule({ regex: '^\\./areas/[^/]+/(?!index\\.js$)', message: pastIndex }),
    },
    {
      files: [
        `${root}/*.{ts,tsx}`,
        ...folders(root)
          .filter((folder) => folder !== 'areas')
          .map((folder) => `${root}/${folder}/**/*.{ts,tsx}`),
      ],
      ignores: [...tests, ...entries],
      rules: rule({ regex: '(^|/)areas/', message: 'The floor is what the areas share: it imports no area.' }),
    },
  ];
}

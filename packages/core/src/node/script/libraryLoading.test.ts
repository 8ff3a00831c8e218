// The Node host loads the libraries a run's scripts mention, when the run starts (heavy ones are loaded
// only when a script asks for them). Its own file, so nothing is loaded before it runs.
import { describe, expect, it } from 'vitest';
import { input } from '../../../test/script/cases/scriptCase.js';
import { createNodeScriptHost } from './nodeScriptHost.js';

const noBridge = { sendRequest: () => Promise.reject(new Error('not used')) };

describe('library loading (Node host)', () => {
  it('loads what a library itself reaches for: lodash, through `_` alone, touches Buffer as it loads', async () => {
    const host = createNodeScriptHost();
    try {
      const lodash = await host.run(
        input(`pm.test('lodash', () => pm.expect(_.parseInt('7')).to.equal(7));`),
        noBridge,
      );
      const csv = await host.run(
        input(
          `pm.test('csv', () => pm.expect(require('csv-parse/lib/sync')('a\\n1', { columns: true })[0].a).to.equal('1'));`,
        ),
        noBridge,
      );
      expect([...lodash.tests, ...csv.tests].map((test) => [test.name, test.passed, test.error])).toEqual([
        ['lodash', true, undefined],
        ['csv', true, undefined],
      ]);
    } finally {
      await host.dispose();
    }
  });
});

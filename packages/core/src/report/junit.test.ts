import { parseStringPromise } from 'xml2js';
import { describe, expect, it } from 'vitest';
import { execution, runResult } from '../../test/runResults.js';
import { renderJunit } from './junit.js';

interface Parsed {
  testsuites: {
    $: Record<string, string>;
    testsuite: Array<{
      $: Record<string, string>;
      testcase?: Array<{
        $: Record<string, string>;
        failure?: Array<{ $: Record<string, string> }>;
        error?: unknown[];
        skipped?: unknown[];
      }>;
    }>;
  };
}

async function parse(xml: string): Promise<Parsed> {
  return (await parseStringPromise(xml, { strict: true })) as Parsed;
}

describe('renderJunit', () => {
  const tests = [
    { name: 'status is 200', passed: true },
    { name: 'has name', passed: false, error: 'expected undefined to be a string' },
    { name: 'later', passed: false, skipped: true },
  ];

  it('writes one testsuite per execution, never folding iterations or repeats', async () => {
    const xml = renderJunit(
      runResult([
        execution({ path: ['Users'], iteration: 0, tests }),
        execution({ path: ['Users'], iteration: 1, tests }),
        execution({ path: ['Users'], iteration: 1, tests }),
      ]),
    );
    const suites = (await parse(xml)).testsuites.testsuite;
    expect(suites).toHaveLength(3);
    expect(suites.map((suite) => [suite.$.name, suite.$.iteration])).toEqual([
      ['Users / Get user', '0'],
      ['Users / Get user', '1'],
      ['Users / Get user', '1'],
    ]);
  });

  it('writes a testcase per assertion with failure messages and skipped markers', async () => {
    const parsed = await parse(renderJunit(runResult([execution({ tests, iteration: 2 })])));
    const suite = parsed.testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ name: 'Get user', tests: '3', failures: '1', errors: '0', skipped: '1' });
    const cases = suite.testcase!;
    expect(cases.map((c) => [c.$.name, c.$.iteration])).toEqual([
      ['status is 200', '2'],
      ['has name', '2'],
      ['later', '2'],
    ]);
    expect(cases[0]!.failure).toBeUndefined();
    expect(cases[1]!.failure![0]!.$.message).toBe('expected undefined to be a string');
    expect(cases[2]!.skipped).toHaveLength(1);
    expect(parsed.testsuites.$).toMatchObject({ tests: '3', failures: '1', skipped: '1' });
  });

  it('reports a failed request without assertions as an error testcase', async () => {
    const parsed = await parse(
      renderJunit(runResult([execution({ success: false, status: 0, error: 'connect ECONNREFUSED' })])),
    );
    const suite = parsed.testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ tests: '1', errors: '1' });
    expect(suite.testcase![0]!.error).toHaveLength(1);
  });

  it('shows an error beside assertions as system-err', async () => {
    const xml = renderJunit(runResult([execution({ success: false, error: 'Test script error: oops', tests })]));
    const suite = (await parse(xml)).testsuites.testsuite[0] as { $: Record<string, string>; 'system-err'?: string[] };
    expect(suite.$).toMatchObject({ tests: '3', errors: '0' });
    expect(suite['system-err']).toEqual(['Test script error: oops']);
  });

  it('stays well-formed with markup and control characters in names and messages', async () => {
    const xml = renderJunit(
      runResult([
        execution({
          name: '<script>alert("x")</script> & co',
          tests: [{ name: 'bell \u0007 "quoted"', passed: false, error: 'got <b>\u0000</b>' }],
        }),
      ]),
    );
    expect(xml).not.toContain('<script>');
    const suite = (await parse(xml)).testsuites.testsuite[0]!;
    expect(suite.$.name).toBe('<script>alert("x")</script> & co');
    expect(suite.testcase![0]!.$.name).toBe('bell  "quoted"');
  });
});

import { parseStringPromise } from 'xml2js';
import { describe, expect, it } from 'vitest';
import { execution, runResult } from '@courier/testkit';
import { renderJunit } from './junit.js';

interface Parsed {
  testsuites: {
    $: Record<string, string>;
    testsuite: Array<{
      $: Record<string, string>;
      testcase?: Array<{
        $: Record<string, string>;
        failure?: Array<{ $: Record<string, string> }>;
        error?: Array<{ _: string; $: Record<string, string> }>;
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

  it('writes one testsuite per execution, the iteration (1-based) in testcase names when there are several', async () => {
    const result = runResult([
      execution({ path: ['Users'], iteration: 0, tests }),
      execution({ path: ['Users'], iteration: 1, tests }),
      execution({ path: ['Users'], iteration: 1, tests }),
    ]);
    const suites = (await parse(renderJunit({ ...result, settings: { ...result.settings, iterations: 2 } }))).testsuites
      .testsuite;
    expect(suites.map((suite) => [suite.$.name, suite.testcase![0]!.$.name])).toEqual([
      ['Users / Get user', 'status is 200 [iteration 1]'],
      ['Users / Get user', 'status is 200 [iteration 2]'],
      ['Users / Get user', 'status is 200 [iteration 2]'],
    ]);
    expect(suites[0]!.testcase![0]!.$.classname).toBe('Users / Get user');
  });

  it('leaves the iteration out of names when the run has one', async () => {
    const suites = (await parse(renderJunit(runResult([execution({ tests })])))).testsuites.testsuite;
    expect(suites[0]!.testcase![0]!.$.name).toBe('status is 200');
  });

  it('writes a testcase per assertion with its time, failure messages and skipped markers', async () => {
    const parsed = await parse(renderJunit(runResult([execution({ tests, responseTime: 1234 })])));
    const suite = parsed.testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ name: 'Get user', tests: '3', failures: '1', errors: '0', skipped: '1' });
    const cases = suite.testcase!;
    expect(cases.map((c) => [c.$.name, c.$.time])).toEqual([
      ['status is 200', '1.234'],
      ['has name', '1.234'],
      ['later', '1.234'],
    ]);
    expect(cases[0]!.failure).toBeUndefined();
    expect(cases[1]!.failure![0]!.$.message).toBe('expected undefined to be a string');
    expect(cases[2]!.skipped).toHaveLength(1);
    expect(parsed.testsuites.$).toMatchObject({ tests: '3', failures: '1', errors: '0' });
  });

  it('reports a request that could not be sent as an error testcase', async () => {
    const parsed = await parse(
      renderJunit(runResult([execution({ success: false, status: 0, error: 'connect ECONNREFUSED' })])),
    );
    const suite = parsed.testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ tests: '1', errors: '1' });
    expect(suite.testcase![0]!.$.name).toBe('Request');
    expect(suite.testcase![0]!.error).toHaveLength(1);
  });

  it('reports a script error beside assertions as an error testcase counted in errors', async () => {
    const xml = renderJunit(
      runResult([execution({ success: false, error: 'Test script error: oops', errorStage: 'test', tests })]),
    );
    const parsed = await parse(xml);
    const suite = parsed.testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ tests: '4', failures: '1', errors: '1' });
    const errorCase = suite.testcase![3]!;
    expect(errorCase.$.name).toBe('Test script');
    expect(errorCase.error).toEqual([
      { _: 'Test script error: oops', $: { type: 'TestScriptError', message: 'Test script error: oops' } },
    ]);
    expect(parsed.testsuites.$).toMatchObject({ errors: '1' });
  });

  it('does not count an HTTP error status the tests accept', async () => {
    const xml = renderJunit(
      runResult([execution({ success: false, status: 500, tests: [{ name: 'is 500', passed: true }] })]),
    );
    const suite = (await parse(xml)).testsuites.testsuite[0]!;
    expect(suite.$).toMatchObject({ tests: '1', failures: '0', errors: '0' });
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

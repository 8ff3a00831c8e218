// The shipped examples run green against their own server, with JUnit and HTML reports as in CI.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execaNode, type ResultPromise } from 'execa';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courier, ensureBuilt, workspace, type Workspace } from './harness.js';

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
let server: ResultPromise;
let baseUrl: string;
let ws: Workspace;

beforeAll(async () => {
  await ensureBuilt();
  ws = await workspace();
  server = execaNode(`${examples}server.mjs`, { env: { PORT: '0' } });
  baseUrl = await new Promise<string>((resolve) =>
    server.stdout?.once('data', (chunk: Buffer) => resolve(/http:\/\/[\d.:]+/.exec(chunk.toString())?.[0] ?? '')),
  );
});

afterAll(async () => {
  server.kill();
  await server.catch(() => undefined);
  await ws.remove();
});

it('runs the example collection with its environment and CSV data', { timeout: 60_000 }, async () => {
  const run = await courier(
    ['run', `${examples}shop.postman_collection.json`, '-e', `${examples}shop.postman_environment.json`]
      .concat(['-d', `${examples}orders.csv`, '--env-var', `baseUrl=${baseUrl}`, '-r', 'cli,junit,html'])
      .concat(['--reporter-junit-export', ws.path('junit.xml'), '--reporter-html-export', ws.path('report.html')]),
    ws.dir,
  );
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/\| iterations\s+\|\s+3 \|/);
  expect(run.stdout).toMatch(/\| assertions\s+\|\s+21 \|\s+0 \|/);
  const junit = await readFile(ws.path('junit.xml'), 'utf8');
  // A suite per request, the three iterations folded into it, as Newman writes it.
  expect(junit.match(/<testsuite /g)).toHaveLength(4);
  expect(junit).toContain('name="Orders / Place order"');
  expect(await readFile(ws.path('report.html'), 'utf8')).toContain('Example shop');
});

/** The courier arguments of the example workflow's step named `name`, as its shell splits them. */
async function workflowStep(name: string): Promise<string[]> {
  const workflow = parse(await readFile(`${examples}github-actions.yml`, 'utf8')) as {
    jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
  };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((candidate) => candidate.name === name);
  const words = [...(step?.run ?? '').matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);
  expect(words.slice(0, 2)).toEqual(['npx', 'courier']);
  return words.slice(2);
}

it('runs the example kept as a Postman 3.0.0 folder as the workflow does', { timeout: 60_000 }, async () => {
  const args = await workflowStep('Run the collection kept as a Postman 3.0.0 folder');
  // The workflow's server listens on port 3000; this one on a free port, named the same way.
  const run = await courier([...args, '--env-var', `baseUrl=${baseUrl}`], `${examples}..`);
  expect(run.exitCode).toBe(0);
  expect(run.stdout).toMatch(/\| iterations\s+\|\s+3 \|/);
  expect(run.stdout).toMatch(/\| assertions\s+\|\s+21 \|\s+0 \|/);
});

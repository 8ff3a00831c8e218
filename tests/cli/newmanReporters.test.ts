// Newman's reporters run as they are: `-r htmlextra` and `-r teamcity` load the installed
// newman-reporter-htmlextra and newman-reporter-teamcity (dev dependencies of these tests, found
// beside courier) and their output is compared with what Newman (the devDependency) makes of the
// same run; a reporter installed in the project the run starts from is found there, and sees the
// events, arguments and objects Newman gives it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

const { server, ws } = useCliStack();

const tests = (lines: string[]) => [{ listen: 'test', script: { type: 'text/javascript', exec: lines } }];

/**
 * A folder, a passing and a failing assertion, console output and a script error. The answers do not
 * echo the request, whose headers depend on the client that sends it.
 */
function reportedCollection(baseUrl: string) {
  return {
    info: { name: 'Nightly', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: [
      {
        name: 'Users',
        item: [
          {
            name: 'List users',
            request: { method: 'GET', url: `${baseUrl}/delay/0?users` },
            event: tests([
              'console.log("listing users");',
              'pm.test("answers 200", () => pm.response.to.have.status(200));',
            ]),
          },
          {
            name: 'Create user',
            request: { method: 'POST', url: `${baseUrl}/html/500`, body: { mode: 'raw', raw: '{"name":"Ann"}' } },
            event: tests(['pm.test("is created", () => pm.expect(pm.response.code).to.eql(201));']),
          },
        ],
      },
      {
        name: 'Broken script',
        request: { method: 'GET', url: `${baseUrl}/delay/0?broken` },
        event: tests(['throw new Error("boom");']),
      },
    ],
  };
}

function newman(args: string[], env: Record<string, string> = {}) {
  return execa(process.execPath, [NEWMAN, 'run', ...args], { reject: false, cwd: ws.dir, env });
}

/** The visible text of an HTML page, one line per text node, without what differs between two runs. */
function visibleText(html: string): string[] {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .split(/<[^>]+>/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line
        .replace(/^\w+day, \d\d \w+ \d{4} \d\d:\d\d:\d\d$/, '<timestamp>')
        .replace(/^\d+(\.\d+)?(ms|s)$/, '<duration>')
        .replace(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/, '<date>'),
    );
}

/** The request headers each report lists, which depend on the client that sent them (Postman's defaults aside). */
function withoutRequestHeaders(lines: string[]): string[] {
  const kept: string[] = [];
  let inRequestHeaders = false;
  for (const line of lines) {
    if (line === 'Request Headers') inRequestHeaders = true;
    else if (line === 'Response Headers') inRequestHeaders = false;
    if (!inRequestHeaders) kept.push(line);
  }
  return kept;
}

describe('courier run -r <an installed Newman reporter>', { timeout: 120_000 }, () => {
  it('-r htmlextra writes newman-reporter-htmlextra’s own report, as Newman does for the same run', async () => {
    const collection = await ws.write('nightly.postman_collection.json', reportedCollection(server.url));
    const [theirs, ours] = [ws.path('extra/newman.html'), ws.path('extra/courier.html')];
    const options = ['--reporter-htmlextra-title', 'Nightly checks', '--reporter-htmlextra-logs'];
    const [, run] = await Promise.all([
      newman([collection, '-r', 'htmlextra', '--reporter-htmlextra-export', theirs, ...options]),
      courier(['run', collection, '-r', 'htmlextra', '--reporter-htmlextra-export', ours, ...options], ws.dir),
    ]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(`htmlextra report: ${ours}`);
    const html = await readFile(ours, 'utf8');
    // htmlextra's own page, not Courier's html report under its name.
    expect(html).toContain('Newman Summary Report');
    const text = visibleText(html);
    for (const shown of ['Nightly checks', 'Users', 'List users', 'Create user', 'Broken script', 'listing users'])
      expect(text.join('\n')).toContain(shown);
    for (const failure of ['is created', 'expected 500 to deeply equal 201', 'boom'])
      expect(text.join('\n')).toContain(failure);
    expect(withoutRequestHeaders(text)).toEqual(withoutRequestHeaders(visibleText(await readFile(theirs, 'utf8'))));
  });

  it('-r teamcity prints the service messages Newman prints for the same run', async () => {
    const collection = await ws.write('teamcity.postman_collection.json', reportedCollection(server.url));
    const [theirs, ours] = await Promise.all([
      newman([collection, '-r', 'teamcity', '-n', '2']),
      courier(['run', collection, '-r', 'teamcity', '-n', '2'], ws.dir),
    ]);
    const messages = (stdout: string) =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('##teamcity['))
        .map((line) => line.replace(/ flowId='[^']*'/, '').replace(/ duration='\d+'/, ''));
    expect(messages(ours.stdout)).toEqual(messages(theirs.stdout));
    expect(messages(ours.stdout)).toContain(
      "##teamcity[testFailed name='Users/Create user/1' message='is created' details='is created - Response code: 500, reason: Internal Server Error']",
    );
    expect(ours.stderr).not.toContain('could not find');
  });

  it('finds a reporter in the node_modules of the project the run starts from, and gives it Newman’s events', async () => {
    // A reporter that writes down each event with what its arguments hold, through Newman's exports:
    // all but postman-runtime's own objects (the Run and the requester's history), which Courier has
    // not, and the folder of an item only where Newman's item has one (not on a request event).
    const project = ws.path('project');
    await mkdir(join(project, 'node_modules/newman-reporter-record'), { recursive: true });
    await writeFile(
      join(project, 'node_modules/newman-reporter-record/index.js'),
      `module.exports = function (emitter, options, runOptions) {
        const seen = [];
        const events = ['start', 'beforeIteration', 'beforeItem', 'beforeRequest', 'request', 'assertion',
          'console', 'exception', 'item', 'iteration', 'beforeDone', 'done'];
        for (const name of events) emitter.on(name, (error, args) => {
          seen.push([name, Boolean(error), Object.keys(args || {}).filter((key) => args[key] !== undefined && key !== 'run' && key !== 'history').sort(),
            args && args.item ? args.item.name + (name === 'beforeItem' || name === 'item' ? ' in ' + args.item.parent().name : '') : '',
            args && args.response ? args.response.code + ' ' + args.response.reason() : '',
            args && args.request ? args.request.method + ' ' + args.request.url.getPath() : '',
            args && args.cursor ? args.cursor.iteration : '',
            (args && (args.assertion || (args.messages || []).join(' '))) || ''].join(' | '));
        });
        emitter.on('beforeDone', function () {
          this.exports.push({ name: 'record', default: 'record.json', path: options.export, content: {
            options: { title: options.title, reporters: runOptions.reporters, collection: runOptions.collection.name },
            executions: this.summary.run.executions.map((e) => e.item.name + ' ' + (e.response ? e.response.code : '-')),
            failures: this.summary.run.failures.map((f) => f.at + ' ' + f.source.name + ' in ' + f.parent.name),
            stats: this.summary.run.stats.assertions,
            seen,
          } });
        });
      };`,
    );
    const collection = await ws.write('project/nightly.postman_collection.json', reportedCollection(server.url));
    const args = ['-r', 'record', '--reporter-record-title', 'Recorded'];
    await Promise.all([
      newman([collection, ...args, '--reporter-record-export', ws.path('project/newman.json')], {
        NODE_PATH: join(project, 'node_modules'),
      }),
      courier(['run', collection, ...args, '--reporter-record-export', 'courier.json'], project),
    ]);
    const read = async (name: string) => JSON.parse(await readFile(join(project, name), 'utf8')) as unknown;
    const ours = await read('courier.json');
    expect(ours).toEqual(await read('newman.json'));
    expect(ours).toMatchObject({
      options: { title: 'Recorded', reporters: ['record'], collection: 'Nightly' },
      executions: ['List users 200', 'Create user 500', 'Broken script 200'],
    });
  });

  it('gives a reporter each request as it finishes, not once the run is over', async () => {
    // A reporter that notes when it hears of each request and when the run ends; the second request
    // takes 1.5 s, so a reporter told of the first only at the end hears of both together.
    const project = ws.path('live');
    await mkdir(join(project, 'node_modules/newman-reporter-clock'), { recursive: true });
    await writeFile(
      join(project, 'node_modules/newman-reporter-clock/index.js'),
      `module.exports = function (emitter, options) {
        const heard = [];
        emitter.on('request', (error, args) => heard.push([args.item.name, Date.now()]));
        emitter.on('beforeDone', function () {
          this.exports.push({ name: 'clock', path: options.export, content: { heard, ended: Date.now() } });
        });
      };`,
    );
    const collection = await ws.write(
      'live/slow.postman_collection.json',
      collectionOf('Slow', [
        requestItem('Quick', `${server.url}/delay/0`),
        requestItem('Slow', `${server.url}/delay/1500`),
      ]),
    );
    const args = ['-r', 'clock'];
    await Promise.all([
      newman([collection, ...args, '--reporter-clock-export', ws.path('live/newman.json')], {
        NODE_PATH: join(project, 'node_modules'),
      }),
      courier(['run', collection, ...args, '--reporter-clock-export', 'courier.json'], project),
    ]);
    const lead = async (name: string) => {
      const { heard, ended } = JSON.parse(await readFile(join(project, name), 'utf8')) as {
        heard: Array<[string, number]>;
        ended: number;
      };
      expect(heard.map(([item]) => item)).toEqual(['Quick', 'Slow']);
      return ended - heard[0]![1];
    };
    expect(await lead('newman.json')).toBeGreaterThanOrEqual(1400);
    expect(await lead('courier.json')).toBeGreaterThanOrEqual(1400);
  });

  it('says which reporter failed, exits 1 and still writes the other reports', async () => {
    const project = ws.path('throwing');
    await mkdir(join(project, 'node_modules/newman-reporter-broken'), { recursive: true });
    await writeFile(
      join(project, 'node_modules/newman-reporter-broken/index.js'),
      `module.exports = function (emitter) { emitter.on('item', () => { throw new Error('cannot count'); }); };`,
    );
    const collection = await ws.write(
      'throwing/ok.postman_collection.json',
      collectionOf('Ok', [requestItem('Ping', `${server.url}/ping`)]),
    );
    const run = await courier(['run', collection, '-r', 'broken,junit', '--reporter-junit-export', 'out.xml'], project);
    expect(run.stderr).toContain('error: the broken reporter failed: cannot count');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.exitCode).toBe(1);
    expect(await readFile(join(project, 'out.xml'), 'utf8')).toContain('<testsuites');
  });
});

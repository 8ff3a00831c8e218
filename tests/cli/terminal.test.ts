// What a person sees in a terminal: every request listed with its assertions, a progress line that
// never covers a request, a console line or the summary, and no escape sequence from a collection
// reaching the terminal. TTY runs go through a real pseudo-terminal (util-linux `script`).
import { readFile } from 'node:fs/promises';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

let collection: string;

beforeAll(async () => {
  collection = await ws.write(
    'tty.postman_collection.json',
    collectionOf(
      'Tty',
      Array.from({ length: 6 }, (_, index) =>
        requestItem(`Request ${index + 1}`, `${server.url}/delay/40`, {
          test: [
            `console.log("log of ${index + 1}");`,
            `pm.test("check ${index + 1}", () => pm.response.to.have.status(200));`,
          ],
        }),
      ),
    ),
  );
});

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** Runs a shell command line inside a pseudo-terminal and returns what the terminal received. */
async function inTerminal(commandLine: string): Promise<string> {
  const { stdout } = await execa('script', ['-q', '-e', '-c', commandLine, '/dev/null'], {
    cwd: ws.dir,
    env: { CI: '', NO_COLOR: '1', COLUMNS: '120' },
    reject: false,
  });
  return stdout;
}

/**
 * The lines a terminal shows at the end: a carriage return followed by "erase line" wipes what
 * the line held, which is how the progress line is drawn and cleared.
 */
function screen(raw: string): string[] {
  return (
    raw
      .replace(/\r\n/g, '\n')
      .split('\n')
      .map((line) => line.split('\r\u001b[2K').pop() ?? '')
      // eslint-disable-next-line no-control-regex -- terminal control sequences are what this reads
      .map((line) => line.replace(/\u001b\[\??[\d;]*[A-Za-z]/g, ''))
  );
}

const courierRun = (...args: string[]) => [BIN, 'run', collection, ...args].map(shellQuote).join(' ');

describe.concurrent('courier run in a terminal', { timeout: 90_000 }, () => {
  it('lists every request with its assertions and console lines; the progress line covers none of them', async () => {
    const lines = screen(await inTerminal(courierRun()));
    for (let index = 1; index <= 6; index += 1) {
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^✓ GET Request ${index} http\\S+ \\[200 OK, \\d+B, [\\d.]+m?s\\]$`)),
      );
      expect(lines).toContain(`  ✓ check ${index}`);
      expect(lines).toContain(`  │ log of ${index}`);
    }
    expect(lines).toContainEqual(expect.stringMatching(/^\| assertions\s+\|\s+6 \|\s+0 \|$/));
    // What the progress line drew was erased: no line left showing it.
    expect(lines.filter((line) => line.includes('requests |'))).toEqual([]);
  });

  it('keeps every line when stdout is piped (| tee run.log)', async () => {
    const lines = screen(await inTerminal(`${courierRun()} | cat`));
    expect(lines.filter((line) => /^✓ GET Request \d /.test(line))).toHaveLength(6);
    expect(lines.filter((line) => line.startsWith('  │ log of '))).toHaveLength(6);
    expect(lines).toContainEqual(expect.stringMatching(/^total run duration: /));
  });

  it('--verbose adds the timings and the headers both ways, on the terminal and piped', async () => {
    const verbose = courierRun('--verbose', '--folder', 'Request 1');
    const [onTerminal, piped] = await Promise.all([inTerminal(verbose), inTerminal(`${verbose} | cat`)]);
    for (const lines of [screen(onTerminal), screen(piped)]) {
      expect(lines).toContainEqual(
        expect.stringMatching(/^ {2}timings: dns \S+, connect \S+, tls \S+, first byte \S+, download \S+, total \S+$/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}> User-Agent: /i));
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}< Content-Length: \d+$/i));
    }
  });
});

describe('courier run in a CI log', { timeout: 60_000 }, () => {
  it('names the collection first and marks each iteration as Newman does', async () => {
    const run = await courier(['run', collection, '-n', '2', '--folder', 'Request 1'], ws.dir);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Tty');
    expect(lines.filter((line) => /^Iteration \d\/2$/.test(line))).toEqual(['Iteration 1/2', 'Iteration 2/2']);
    expect(lines.indexOf('Iteration 2/2')).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith('✓ GET Request 1')),
    );
    const once = await courier(['run', collection, '--folder', 'Request 1'], ws.dir);
    expect(once.stdout).not.toContain('Iteration');
  });

  it('--verbose shows the request and response bodies, each cut at 2048 characters saying how long it was', async () => {
    const long = 'x'.repeat(3000);
    const file = await ws.write(
      'bodies.postman_collection.json',
      collectionOf('Bodies', [
        {
          name: 'Send a note',
          request: { method: 'POST', url: `${server.url}/notes`, body: { mode: 'raw', raw: `note:${long}` } },
        },
      ]),
    );
    const run = await courier(['run', file, '--verbose'], ws.dir);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('  ┌ ↑ raw ★ 2.9KB');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}┌ ↓ application\/json ★ \d\.\dKB$/));
    expect(lines).toContain(`  │ note:${long.slice(0, 2043)}`);
    expect(lines).toContain('  │ (showing 2048 of 3005 characters)');
    // The echoed body: the start of the server's JSON, cut as well.
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}│ \{"method":"POST","path":"\/notes"/));
    expect(lines.filter((line) => line === '  └')).toHaveLength(2);
  });
});

describe.concurrent('courier run output from untrusted collections', { timeout: 60_000 }, () => {
  it('shows escape sequences in warnings that quote a request name as text', async () => {
    const file = await ws.write(
      'warned.postman_collection.json',
      collectionOf('Warned', [
        {
          name: 'Sneaky \u001b]0;pwned\u0007',
          request: { method: 'GET', url: `${server.url}/ok` },
          // A switched-off script is not imported, with a warning naming the request.
          event: [{ listen: 'test', disabled: true, script: { exec: ['pm.test("x", () => {});'] } }],
        },
      ]),
    );
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain('warning: Request "Sneaky \\u001b]0;pwned\\u0007": ');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(run.stderr).not.toMatch(/[\u001b\u0007]/);
  });

  it('shows escape sequences in test names, console output and request names as text (OSC 52, title changes)', async () => {
    const osc52 = '\u001b]52;c;cm0gLXJmIH4=\u0007';
    const title = '\u001b]0;pwned\u0007';
    const file = await ws.write(
      'escapes.postman_collection.json',
      collectionOf('Escapes', [
        requestItem(`Name ${title}`, `${server.url}/ok`, {
          test: [
            `pm.test(${JSON.stringify(`clip ${osc52}`)}, () => {});`,
            `console.log(${JSON.stringify(`log ${title}\u009b2J`)});`,
            // A right-to-left override would show "dessap" to the reader as "passed".
            `pm.test(${JSON.stringify('bidi \u202edessap\u202c')}, () => {});`,
          ],
        }),
      ]),
    );
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(0);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(run.stdout).not.toMatch(/[\u001b\u0007\u009b\u202e]/);
    expect(run.stdout).toContain('bidi \\u202edessap\\u202c');
    expect(run.stdout).toContain('clip \\u001b]52;c;cm0gLXJmIH4=\\u0007');
    expect(run.stdout).toContain('Name \\u001b]0;pwned\\u0007');
    expect(run.stdout).toContain('log \\u001b]0;pwned\\u0007\\u009b2J');
  });
});

describe('a reader that leaves early', () => {
  it('costs only the lines it no longer wanted: the run finishes, writes its reports and keeps its exit code', async () => {
    const report = ws.path('head-report.json');
    // pipefail: the exit code is courier's, not head's.
    const pipeline = `${shellQuote(BIN)} run ${shellQuote(collection)} -r cli,json --reporter-json-export ${shellQuote(report)} | head -n 1`;
    const result = await execa('bash', ['-o', 'pipefail', '-c', pipeline], {
      cwd: ws.dir,
      env: { CI: '1', NO_COLOR: '1' },
      reject: false,
    });
    expect(result.stdout.split('\n')).toHaveLength(1);
    expect(result.stderr).not.toContain('EPIPE');
    expect(result.exitCode).toBe(0);
    const { run } = JSON.parse(await readFile(report, 'utf8'));
    expect(run.stats.requests).toMatchObject({ total: 6, failed: 0 });
  });
});

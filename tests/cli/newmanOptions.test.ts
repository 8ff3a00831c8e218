// A Newman command line runs unchanged: every option `newman run --help` (6.2.2, installed here)
// lists is accepted by `courier run`, read from Newman's own help so a missed option shows up.
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

let collection: string;

beforeAll(async () => {
  await mkdir(ws.path('out'));
  collection = await ws.write(
    'options.postman_collection.json',
    collectionOf('Options', [
      {
        name: 'Only',
        item: [
          requestItem('Ping', `${server.url}/ok`, { test: ['pm.test("200", () => pm.response.to.have.status(200));'] }),
        ],
      },
    ]),
  );
  await ws.write('env.json', { name: 'E', values: [{ key: 'a', value: '1', enabled: true }] });
  await ws.write('globals.json', { name: 'G', values: [], _postman_variable_scope: 'globals' });
  await ws.write('data.csv', 'user\nann\n');
  await ws.write('certs.json', []);
  await ws.write('jar.json', {
    version: 'tough-cookie@4.1.4',
    cookies: [{ key: 'sid', value: 'abc', domain: '127.0.0.1', path: '/' }],
  });
  await execa(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'].concat([
      '-keyout',
      ws.path('key.pem'),
      '-out',
      ws.path('cert.pem'),
    ]),
  );
});

/** A value for each option that takes one; an option missing here fails the test by name. */
const VALUES: Record<string, string> = {
  '--environment': 'env.json',
  '--globals': 'globals.json',
  '--reporters': 'cli',
  '--iteration-count': '1',
  '--iteration-data': 'data.csv',
  '--folder': 'Only',
  '--global-var': 'g=1',
  '--env-var': 'e=2',
  '--export-environment': 'out/env.json',
  '--export-globals': 'out/globals.json',
  '--export-collection': 'out/collection.json',
  '--postman-api-key': 'PMAK-test',
  '--bail': 'failure',
  '--color': 'off',
  '--delay-request': '0',
  '--timeout': '60000',
  '--timeout-request': '5000',
  '--timeout-script': '5000',
  '--working-dir': '.',
  '--ssl-client-cert-list': 'certs.json',
  '--ssl-client-cert': 'cert.pem',
  '--ssl-client-key': 'key.pem',
  '--ssl-client-passphrase': 'unused',
  '--ssl-extra-ca-certs': 'cert.pem',
  '--cookie-jar': 'jar.json',
  '--export-cookie-jar': 'out/jar.json',
};

/** `-e, --environment <path>` → { long: '--environment', short: '-e', takesValue: true }. */
async function newmanRunOptions() {
  const { stdout } = await execa('node', [NEWMAN, 'run', '--help']);
  return [...stdout.matchAll(/^ {2}(?:(-\w) ?, )?(--[\w-]+)(?: ([<[][\w-]+[>\]]))?/gm)]
    .map(([, short, long, value]) => ({ short, long: long as string, takesValue: value !== undefined }))
    .filter((option) => option.long !== '--help');
}

describe('Newman command lines', { timeout: 90_000 }, () => {
  it('accepts every option of newman run --help, each in its long and short form', async () => {
    const options = await newmanRunOptions();
    expect(options.length).toBeGreaterThan(30);
    const missing = options.filter((option) => option.takesValue && VALUES[option.long] === undefined);
    expect(missing.map((option) => option.long)).toEqual([]);
    const words = (form: 'long' | 'short') =>
      options.flatMap((option) => {
        const flag = form === 'short' && option.short ? option.short : option.long;
        return option.takesValue ? [flag, VALUES[option.long] as string] : [flag];
      });
    const [long, short] = await Promise.all([
      courier(['run', collection, ...words('long')], ws.dir),
      courier(['run', collection, ...words('short').filter((word) => word !== '--silent')], ws.dir),
    ]);
    for (const run of [long, short]) {
      expect(run.stderr).not.toMatch(/^error:/m);
      expect(run.exitCode).toBe(0);
    }
    expect(short.stdout).toMatch(/^pass GET Only \/ Ping /m);
    const exported = JSON.parse(await readFile(ws.path('out/env.json'), 'utf8')) as { values: Array<{ key: string }> };
    expect(exported.values.map((variable) => variable.key)).toEqual(expect.arrayContaining(['a', 'e']));
    expect(await readFile(ws.path('out/collection.json'), 'utf8')).toContain('"Ping"');
  });

  it('takes reporter options in every Newman form, and -r htmlextra with its export option', async () => {
    const junit = ws.path('out/report.xml');
    const html = ws.path('out/extra.html');
    const run = await courier(
      ['run', collection, '-r', 'cli,junit,htmlextra', `--reporter-junit-export=${junit}`]
        .concat(['--reporter-htmlextra-export', html, '--reporter-htmlextra-darkTheme'])
        .concat(['--reporter-cli-no-summary', '--reporter-cli-no-success-assertions', '--reporter-cli-no-banner']),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^✓ GET Only \/ Ping /m);
    expect(run.stdout).not.toContain('✓ 200');
    expect(run.stdout).not.toContain('assertions');
    expect(await readFile(junit, 'utf8')).toContain('<testsuites');
    expect(await readFile(html, 'utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it("takes --env-var and --global-var in Newman's forms: a value holding '=', a bare key, over the file's", async () => {
    const file = await ws.write(
      'vars.postman_collection.json',
      collectionOf('Vars', [
        requestItem('Vars', `${server.url}/vars?a={{a}}&eq={{eq}}&bare={{bare}}&g={{g}}`, {
          test: [
            'const { query } = pm.response.json();',
            'pm.test("file value overridden", () => pm.expect(query.a).to.equal("9"));',
            'pm.test("value keeps its =", () => pm.expect(query.eq).to.equal("x=y=z"));',
            'pm.test("bare key defined, empty", () => pm.expect(pm.environment.has("bare") && query.bare === "").to.be.true);',
            'pm.test("global", () => pm.expect(query.g).to.equal("1"));',
          ],
        }),
      ]),
    );
    const args = ['-e', 'env.json', '--env-var', 'a=9', '--env-var', 'eq=x=y=z', '--env-var', 'bare'];
    const [run, emptyKey] = await Promise.all([
      courier(['run', file, ...args, '--global-var', 'g=1'], ws.dir),
      courier(['run', file, '--env-var', '=x'], ws.dir),
    ]);
    expect(run.stdout).not.toContain('✗');
    expect(run.exitCode).toBe(0);
    expect(emptyKey.exitCode).toBe(2);
    expect(emptyKey.stderr.trim()).toBe('error: --env-var expects key=value, got "=x"');
  });

  it('--export-cookie-jar writes the cookies the run was given and was set, and --cookie-jar reads them back', async () => {
    const setter = await ws.write(
      'set.postman_collection.json',
      collectionOf('Set', [requestItem('Set', `${server.url}/set-cookie?session=s1`)]),
    );
    const reader = await ws.write(
      'read.postman_collection.json',
      collectionOf('Read', [
        requestItem('Read', `${server.url}/echo`, {
          test: [
            'pm.test("both cookies sent", () => pm.expect(pm.response.json().cookie).to.equal("sid=abc; session=s1"));',
          ],
        }),
      ]),
    );
    const first = await courier(
      ['run', setter, '--cookie-jar', 'jar.json', '--export-cookie-jar', 'out/jar-after.json'],
      ws.dir,
    );
    expect(first.exitCode).toBe(0);
    expect(first.stderr).not.toContain('warning');
    const exported = JSON.parse(await readFile(ws.path('out/jar-after.json'), 'utf8')) as {
      cookies: Array<{ key: string }>;
    };
    expect(exported.cookies.map((cookie) => cookie.key).sort()).toEqual(['session', 'sid']);
    const second = await courier(['run', reader, '--cookie-jar', 'out/jar-after.json'], ws.dir);
    expect(second.stdout).toContain('  ✓ both cookies sent');
    expect(second.exitCode).toBe(0);
  });

  it('--color on colours even piped output, off and NO_COLOR do not, --disable-unicode writes pass/FAIL', async () => {
    const [on, off, plain] = await Promise.all([
      courier(['run', collection, '--color', 'on'], ws.dir),
      courier(['run', collection, '--color', 'off'], ws.dir),
      courier(['run', collection, '--disable-unicode'], ws.dir),
    ]);
    expect(on.stdout).toContain('\u001b[32m✓\u001b[39m GET Only / Ping');
    // eslint-disable-next-line no-control-regex -- an escape sequence is what must be absent
    for (const run of [off, plain]) expect(run.stdout).not.toMatch(/\u001b\[/);
    expect(plain.stdout).toMatch(/^pass GET Only \/ Ping /m);
    expect(plain.stdout).toContain('  pass 200');
  });

  it("leaves secrets out of the HTML report with htmlextra's options", async () => {
    const secret = 'Bearer s3cr3t-token';
    const file = await ws.write(
      'secret.postman_collection.json',
      collectionOf('Secret', [
        {
          name: 'Login',
          request: {
            method: 'POST',
            url: `${server.url}/login`,
            header: [{ key: 'Authorization', value: secret }],
            body: { mode: 'raw', raw: `{"token":"${secret}"}` },
          },
        },
      ]),
    );
    const report = (name: string) => ws.path(`out/${name}.html`);
    const runs = await Promise.all([
      courier(['run', file, '-r', 'html', '--reporter-html-export', report('plain')], ws.dir),
      courier(
        ['run', file, '-r', 'html', '--reporter-html-export', report('sensitive')].concat([
          '--reporter-html-skipSensitiveData',
        ]),
        ws.dir,
      ),
      courier(
        ['run', file, '-r', 'html', '--reporter-html-export', report('chosen')]
          .concat(['--reporter-html-skipHeaders', 'authorization', '--reporter-html-hideRequestBody', 'Login'])
          .concat(['--reporter-html-omitResponseBodies']),
        ws.dir,
      ),
    ]);
    expect(runs.map((run) => run.exitCode)).toEqual([0, 0, 0]);
    expect(await readFile(report('plain'), 'utf8')).toContain('s3cr3t-token');
    for (const name of ['sensitive', 'chosen']) {
      const html = await readFile(report(name), 'utf8');
      expect(html).not.toContain('s3cr3t-token');
      expect(html).toContain('"n":"Login"');
    }
  });

  it("skips a reporter neither Courier nor an installed package has with Newman's warning, and runs", async () => {
    const junit = ws.path('out/with-slack.xml');
    const run = await courier(
      ['run', collection, '-r', 'cli,slack,junit', '--reporter-slack-webhookUrl', 'x'].concat([
        '--reporter-junit-export',
        junit,
      ]),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain(
      'warning: could not find "slack" reporter: Courier\'s are cli, json, courier-json, csv, html, junit, and newman-reporter-slack is not installed here, beside courier or globally (npm install newman-reporter-slack)',
    );
    expect(run.stdout).toMatch(/^✓ GET Only \/ Ping /m);
    expect(await readFile(junit, 'utf8')).toContain('<testsuites');
  });

  it('-v and --version print the version', async () => {
    const runs = await Promise.all([courier(['-v'], ws.dir), courier(['--version'], ws.dir)]);
    expect(runs.map((run) => run.stdout.trim())).toEqual(['0.1.0', '0.1.0']);
  });
});

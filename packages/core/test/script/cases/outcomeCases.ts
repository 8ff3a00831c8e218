// Contract cases for outcomes, legacy globals and libraries.
import { expect } from 'vitest';
import { summarizeTests } from '../../../src/model/testResult.js';
import type { ScriptCase } from './scriptCase.js';
import { input, testInput } from './scriptCase.js';

const original = input('').request;

export const outcomeCases: ScriptCase[] = [
  {
    name: 'an empty or blank script is a success with no changes',
    runs: [input(''), input(['  \n\t', ''])],
    check(outputs) {
      for (const output of outputs) {
        expect(output).toMatchObject({ success: true, tests: [], logs: [], request: original, skipRequest: false });
        expect(output.scopes).toEqual(input('').scopes);
      }
    },
  },
  {
    name: 'a failed pm.test does not stop later tests; the summary counts them',
    runs: [testInput(`pm.test('a', () => pm.expect(1).to.equal(2)); pm.test('b', () => {}); pm.test('c', () => {});`)],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(summarizeTests(output!.tests)).toMatchObject({ total: 3, passed: 2, failed: 1, passRate: 66.7 });
    },
  },
  {
    name: 'an error outside pm.test stops its script, not the next level’s: message, the request as edited, logs, results',
    runs: [
      testInput([
        `console.log('collection'); pm.request.headers.add({ key: 'X-Kept', value: '1' });`,
        `pm.test('before', () => {}); console.warn('about to fail'); pm.environment.set('kept', 1); undefinedFunction(); pm.test('after', () => {});`,
        `pm.test('next script', () => {});`,
      ]),
    ],
    check([output]) {
      expect(output!.success).toBe(false);
      expect(output!.error).toMatchObject({ name: 'ReferenceError', message: 'undefinedFunction is not defined' });
      // Newman sends what a failed pre-request script left behind.
      expect(output!.request.headers).toEqual([...original.headers, { key: 'X-Kept', value: '1', enabled: true }]);
      // Newman runs each level's script as its own execution: the next one still runs.
      expect(output!.tests.map((test) => test.name)).toEqual(['before', 'next script']);
      expect(output!.logs.map((log) => [log.level, log.message])).toEqual([
        ['log', 'collection'],
        ['warn', 'about to fail'],
      ]);
      expect(output!.scopes.environment).toContainEqual({ key: 'kept', value: 1, enabled: true });
    },
  },
  {
    // Newman reports such an error and lets the script's other timers run.
    name: "a throw in a timer is the script's error, and the script's other timers still run",
    runs: [
      testInput(`
        setTimeout(() => { throw new Error('in a timer'); }, 5);
        setTimeout(() => pm.test('later timer', () => {}), 20);
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(false);
      expect(output!.error).toMatchObject({ message: 'in a timer' });
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([['later timer', true]]);
    },
  },
  {
    name: 'a syntax error fails the run with its message',
    runs: [input('pm.test("x", () => {')],
    check([output]) {
      expect(output!.success).toBe(false);
      expect(output!.error!.name).toBe('SyntaxError');
    },
  },
  {
    name: 'throwing null, a number, a Symbol, a circular object or a Proxy is reported',
    runs: [
      input('throw null;'),
      input('throw 42;'),
      input("throw Symbol('odd');"),
      input('const a = {}; a.self = a; throw a;'),
      input("throw new Proxy({}, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('trap'); } });"),
      input("pm.test('inside', () => { throw Symbol('t'); });"),
    ],
    check([nul, num, sym, circular, proxy, inTest]) {
      expect(nul!.error!.message).toBe('Script threw null');
      expect(num!.error!.message).toBe('Script threw 42');
      expect(sym!.error!.message).toBe('Script threw Symbol(odd)');
      expect(circular!.error!.message).toBe('Script threw {"self":"[Circular]"}');
      expect(proxy!.success).toBe(false);
      expect(proxy!.error!.message).toMatch(/^Script threw/);
      expect(inTest!.tests[0]).toMatchObject({ passed: false, error: 'Script threw Symbol(t)' });
    },
  },
  {
    name: 'console is captured with level and timestamp',
    runs: [
      input(
        `console.log('a', 1, { b: [2] }); console.info('i'); console.warn('w'); console.error(new Error('e').message); console.debug('d');`,
      ),
    ],
    check([output]) {
      expect(output!.logs.map((log) => [log.level, log.message])).toEqual([
        ['log', 'a 1 {"b":[2]}'],
        ['info', 'i'],
        ['warn', 'w'],
        ['error', 'e'],
        ['log', 'd'],
      ]);
      expect(Date.parse(output!.logs[0]!.timestamp)).not.toBeNaN();
    },
  },
  {
    name: 'legacy globals: tests[], responseBody, responseCode, postman.*',
    runs: [
      testInput(`
        tests['status is 200'] = responseCode.code === 200;
        tests['body has Ada'] = responseBody.includes('Ada');
        tests['fails'] = false;
        tests['time'] = responseTime === 42 && responseHeaders['Content-Type'].startsWith('application/json');
        tests['request'] = request.method === 'POST' && request.url.startsWith('https://api') && request.headers.accept === 'application/json';
        tests['data'] = data.row === 1 && iteration === 0 && environment.baseUrl === 'https://api.example.test' && globals.shared === 'from globals';
        tests['header'] = postman.getResponseHeader('content-type').includes('json');
        tests['cookie'] = responseCookies.get('session') === 'abc' && responseCookies[0] === undefined && postman.getResponseCookie('session').value === 'abc';
        postman.setEnvironmentVariable('legacy', 'yes');
        postman.setGlobalVariable('g', postman.getEnvironmentVariable('legacy'));
        postman.clearEnvironmentVariable('baseUrl');
        postman.setNextRequest('Next');
      `),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['status is 200', true],
        ['body has Ada', true],
        ['fails', false],
        ['time', true],
        ['request', true],
        ['data', true],
        ['header', true],
        ['cookie', true],
      ]);
      expect(output!.scopes.environment.map((variable) => variable.key)).toEqual(['shared', 'legacy']);
      expect(output!.scopes.globals).toContainEqual({ key: 'g', value: 'yes', enabled: true });
      expect(output!.nextRequest).toBe('Next');
    },
  },
  {
    name: 'libraries through require() and their legacy globals, loaded on demand',
    runs: [
      input(`
        const results = {
          lodash: require('lodash').chunk([1, 2, 3], 2).length === 2 && _.get({ a: { b: 3 } }, 'a.b') === 3,
          moment: require('moment')('2024-01-02').format('YYYY') === '2024',
          cryptoJs: require('crypto-js').MD5('a').toString() === '0cc175b9c0f1b6a831c399e269772661' && CryptoJS.SHA256('a').toString().length === 64,
          ajv: new (require('ajv'))().validate({ type: 'string' }, 'x') === true,
          tv4: tv4.validate(1, { type: 'number' }) && require('tv4').validate('x', { type: 'number' }) === false,
          uuid: /^[0-9a-f-]{36}$/.test(require('uuid')()) && /^[0-9a-f-]{36}$/.test(require('uuid').v4()),
          chai: typeof require('chai').expect === 'function',
          xml2js: xml2Json('<a><b>1</b></a>').a.b === '1' && typeof require('xml2js').parseString === 'function',
          cheerio: require('cheerio').load('<p class="x">hi</p>')('.x').text() === 'hi' && cheerio.load('<i>y</i>')('i').text() === 'y',
          csv: require('csv-parse/lib/sync')('a,b\\n1,2', { columns: true })[0].b === '2',
          base64: btoa('hi') === 'aGk=' && atob('aGk=') === 'hi' && Buffer.from('hi').toString('base64') === 'aGk=',
          helpers: /^[0-9a-f-]{36}$/.test(uuid()) && randomString().length === 8 && /^[A-Za-z0-9]+$/.test(randomString(20)),
        };
        const ints = Array.from({ length: 200 }, () => randomInt());
        results.randomInt = ints.every((n) => Number.isInteger(n) && n >= 0 && n <= 1000) && randomInt(5, 5) === 5;
        for (const [name, ok] of Object.entries(results)) pm.test(name, () => pm.expect(ok).to.be.true);
        pm.test('unknown module', () => pm.expect(() => require('left-pad')).to.throw("Cannot find module 'left-pad'"));
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.tests.filter((test) => !test.passed)).toEqual([]);
      expect(output!.tests).toHaveLength(14);
    },
  },
  {
    // Postman's sandbox offers Node's url, querystring, util, path, assert, punycode and
    // string_decoder as their browser ports; scripts still see no `process` global.
    name: "Node's modules that Postman's sandbox offers",
    runs: [
      input(`
        const results = {
          url: require('url').parse('http://a.test:8/c?d=1', true).query.d === '1' && require('url').resolve('http://a.test/b/c', '../e') === 'http://a.test/e',
          querystring: require('querystring').stringify({ a: [1, 2], b: 'x y' }) === 'a=1&a=2&b=x%20y',
          util: require('util').format('%s:%d', 'a', 1) === 'a:1' && require('util').inspect({ a: 1 }) === '{ a: 1 }',
          path: require('path').join('/a', 'b', '../c') === '/a/c' && require('path').extname('x.json') === '.json',
          punycode: require('punycode').toASCII('mañana.test') === 'xn--maana-pta.test',
          stringDecoder: new (require('string_decoder').StringDecoder)('utf8').write(Buffer.from('hé')) === 'hé',
          noProcess: typeof process === 'undefined',
        };
        for (const [name, ok] of Object.entries(results)) pm.test(name, () => pm.expect(ok).to.be.true);
        pm.test('assert passes', () => require('assert').deepStrictEqual({ a: [1] }, { a: [1] }));
        pm.test('assert fails', () => require('assert').strictEqual(1, 2));
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['url', true],
        ['querystring', true],
        ['util', true],
        ['path', true],
        ['punycode', true],
        ['stringDecoder', true],
        ['noProcess', true],
        ['assert passes', true],
        ['assert fails', false],
      ]);
    },
  },
  {
    // lodash touches the Buffer global as it loads, which requires 'buffer': a library the script
    // never names. A fresh Worker starts with no library; the Node host's libraries are shared by
    // the process, so libraryLoading.test.ts checks it there in a file of its own.
    name: 'a library reached only through its legacy global',
    runs: [
      testInput(
        `tests['lodash'] = _.parseInt('7') === 7; tests['cheerio'] = cheerio.load('<b>x</b>')('b').text() === 'x';`,
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['lodash', true],
        ['cheerio', true],
      ]);
    },
  },
  {
    // Hosts load only the libraries a script mentions; a computed name cannot be seen in advance.
    name: 'require() with a computed module name, and a library no earlier script mentioned',
    runs: [
      input(`pm.test('plain', () => pm.expect(1).to.equal(1));`),
      input(`
        const names = ['lod', 'ash'];
        pm.test('computed', () => pm.expect(require(names.join('')).chunk([1, 2, 3], 2)).to.have.length(2));
      `),
      input(`pm.test('moment', () => pm.expect(require('moment')('2024-01-02').year()).to.equal(2024));`),
    ],
    check(outputs) {
      expect(outputs.flatMap((output) => output.tests.map((test) => [test.name, test.passed, test.error]))).toEqual([
        ['plain', true, undefined],
        ['computed', true, undefined],
        ['moment', true, undefined],
      ]);
    },
  },
  {
    name: "Sugar.js extensions are there, as in Postman's sandbox",
    runs: [
      testInput(
        `tests['has'] = responseBody.has('Ada'); tests['first'] = [3, 4].first() === 3; tests['map'] = [1, 2].map((n) => n * 2).join() === '2,4';`,
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['has', true],
        ['first', true],
        ['map', true],
      ]);
    },
  },
  {
    name: 'legacy values are taken when each script starts',
    runs: [
      testInput([`pm.environment.set('fromFirst', 'yes');`, `tests['sees it'] = environment.fromFirst === 'yes';`]),
    ],
    check([output]) {
      expect(output!.tests).toMatchObject([{ name: 'sees it', passed: true }]);
    },
  },
  {
    // The Worker's eval is always indirect (lockdown.ts guards it against import()), so only
    // isolated-vm scripts can reach their own variables through eval.
    name: 'scripts that use direct eval still get the legacy values',
    skip: 'worker',
    runs: [testInput(`tests['eval'] = eval('responseCode.code') === 200;`)],
    check([output]) {
      expect(output!.tests).toMatchObject([{ name: 'eval', passed: true }]);
    },
  },
];

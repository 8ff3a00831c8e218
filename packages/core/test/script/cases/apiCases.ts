// Contract cases for the pm API.
import { expect } from 'vitest';
import type { ScriptCase } from './scriptCase.js';
import { byName, input, jsonResponse, testInput } from './scriptCase.js';

export const apiCases: ScriptCase[] = [
  {
    name: 'pm.test records sync, done-callback, async and skipped tests, in call order',
    runs: [
      testInput(`
        pm.test('sync', () => pm.expect(1).to.equal(1));
        pm.test('done', (done) => setTimeout(() => { pm.expect(2).to.equal(2); done(); }, 5));
        pm.test('done with error', (done) => setTimeout(() => done(new Error('late failure')), 5));
        pm.test('async', async () => { await new Promise((r) => setTimeout(r, 5)); pm.expect(true).to.be.true; });
        pm.test('async failing', async () => { await null; pm.expect(1).to.equal(3); });
        pm.test.skip('skipped', () => { throw new Error('never runs'); });
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['sync', true],
        ['done', true],
        ['done with error', false],
        ['async', true],
        ['async failing', false],
        ['skipped', false],
      ]);
      const tests = byName([output!]);
      expect(tests['done with error']).toMatchObject({ error: 'late failure' });
      expect(tests['async failing']).toMatchObject({ error: 'Expected 1 to equal 3' });
      expect(tests['skipped']).toMatchObject({ skipped: true });
      expect(tests['done']!.duration).toBeGreaterThanOrEqual(0);
      expect(Date.parse(tests['sync']!.timestamp)).not.toBeNaN();
    },
  },
  {
    // As postman-sandbox (Newman) runs them, except that a test Newman would drop without a word
    // (its timer threw, or done() was never called) is recorded as failed.
    name: 'done-style tests: a throw in their timer fails only them; one never done fails when nothing can finish it',
    runs: [
      testInput(`
        pm.test('timer throws', (done) => setTimeout(() => { pm.expect(1).to.eql(2); done(); }, 5));
        pm.test('done later', (done) => setTimeout(() => setTimeout(done, 5), 5));
        pm.test('never done', (done) => {});
        pm.test('done from a promise', (done) => { Promise.resolve().then(() => done()); });
        pm.test('no function');
      `),
    ],
    check([output]) {
      expect(output!.error).toBeUndefined();
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['timer throws', false, 'Expected 1 to equal 2'],
        ['done later', true, undefined],
        ['never done', false, 'The test never called done()'],
        ['done from a promise', true, undefined],
        ['no function', true, undefined],
      ]);
    },
  },
  {
    name: 'the assertion messages users see',
    runs: [
      testInput(`
        const cases = {
          equal: () => pm.expect(1).to.equal(2),
          notEqual: () => pm.expect(1).to.not.equal(1),
          above: () => pm.expect(1).to.be.above(5),
          below: () => pm.expect(9).to.be.below(5),
          isTrue: () => pm.expect(false).to.be.true,
          isFalse: () => pm.expect(1).to.be.false,
          arrayInclude: () => pm.expect([1, 2]).to.include(3),
          stringInclude: () => pm.expect('abc').to.include('z'),
          objectInclude: () => pm.expect({ a: 1 }).to.include('b'),
          property: () => pm.expect({ a: 1 }).to.have.property('b'),
          propertyValue: () => pm.expect({ a: 1 }).to.have.property('a', 2),
          length: () => pm.expect([1]).to.have.lengthOf(3),
          noLength: () => pm.expect(5).to.have.lengthOf(1),
          status: () => pm.response.to.have.status(404),
          assertPlain: () => assert(false),
          assertMessage: () => assert(0, 'custom message'),
          jsonStructure: () => pm.response.to.have.jsonBody({ id: 0, owner: { email: '', phone: '' } }),
          jsonPath: () => pm.response.to.have.jsonBody('owner.address'),
          userMessage: () => pm.expect(1, 'my own words').to.equal(2),
        };
        for (const [name, fn] of Object.entries(cases)) pm.test(name, fn);
      `),
    ],
    check([output]) {
      const errors = Object.fromEntries(output!.tests.map((test) => [test.name, test.error]));
      expect(errors).toEqual({
        equal: 'Expected 1 to equal 2',
        notEqual: 'Expected 1 to not equal 1',
        above: 'Expected 1 to be above 5',
        below: 'Expected 9 to be below 5',
        isTrue: 'Expected false to be true',
        isFalse: 'Expected 1 to be false',
        arrayInclude: 'Expected array to include 3',
        stringInclude: 'Expected string to include "z"',
        objectInclude: 'Expected object to include property "b"',
        property: 'Expected object to have property "b"',
        propertyValue: 'Expected property "a" to equal 2, got 1',
        length: 'Expected length to be 3, got 1',
        noLength: 'Expected object to have length property',
        status: 'Expected status to be 404, got 200',
        assertPlain: 'Assertion failed',
        assertMessage: 'custom message',
        jsonStructure: 'Missing required property: owner.phone',
        jsonPath: 'Missing required property: owner.address',
        userMessage: 'my own words: expected 1 to equal 2',
      });
      const kept = Object.fromEntries(output!.tests.map((test) => [test.name, test.chaiError]));
      expect(kept).toMatchObject({
        arrayInclude: 'expected [ 1, 2 ] to include 3',
        propertyValue: "expected { a: 1 } to have property 'a' of 2, but got 1",
      });
    },
  },
  {
    // A send whose transport failed still runs its test scripts, as Newman does (sendRequest.ts).
    name: 'a test script without a response sees an empty pm.response and its assertions fail',
    runs: [
      input(
        `
        const code = pm.response.code;
        pm.test('status', () => pm.response.to.have.status(200));
        pm.test('body', () => pm.expect(pm.response.text()).to.equal(undefined));
        pm.test('code', () => pm.expect(code).to.be.undefined);
      `,
        { event: 'test' },
      ),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.tests.map((test) => [test.name, test.passed])).toEqual([
        ['status', false],
        ['body', true],
        ['code', true],
      ]);
    },
  },
  {
    name: 'pm.response and its Postman assertions',
    runs: [
      testInput(`
        pm.test('fields', () => {
          pm.expect(pm.response.code).to.equal(200);
          pm.expect(pm.response.status).to.equal('OK');
          pm.expect(pm.response.responseTime).to.equal(42);
          pm.expect(pm.response.responseSize).to.equal(78);
          pm.expect(pm.response.headers.get('content-type')).to.include('json');
          pm.expect(pm.response.headers.has('Set-Cookie')).to.be.true;
          pm.expect(pm.response.json().name).to.equal('Ada');
          pm.expect(pm.response.text()).to.include('"id":7');
        });
        pm.test('to.have', () => {
          pm.response.to.have.status(200);
          pm.response.to.have.status('OK');
          pm.response.to.have.header('Content-Type');
          pm.response.to.have.header('content-type', 'application/json; charset=utf-8');
          pm.response.to.have.body();
          pm.response.to.have.jsonBody('owner.email', 'ada@example.test');
          pm.response.to.have.jsonSchema({ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' } } });
          pm.response.to.be.json;
        });
        pm.test('to.be', () => {
          pm.response.to.be.ok;
          pm.response.to.be.success;
          pm.response.to.not.be.error;
          pm.response.to.not.be.clientError;
          pm.response.to.not.be.serverError;
          pm.response.to.not.be.notFound;
          pm.expect(1).to.be.ok;
        });
        pm.test('clientError fails', () => pm.response.to.be.clientError);
        pm.test('schema fails', () => pm.response.to.have.jsonSchema({ type: 'object', required: ['missing'] }));
      `),
    ],
    check([output]) {
      const tests = byName([output!]);
      expect(tests['fields']).toMatchObject({ passed: true });
      expect(tests['to.have']).toMatchObject({ passed: true });
      expect(tests['to.be']).toMatchObject({ passed: true });
      expect(tests['clientError fails']).toMatchObject({
        passed: false,
        error: 'expected response code to be 4XX but found 200',
      });
      expect(tests['schema fails']!.error).toContain("data should have required property 'missing'");
    },
  },
  {
    name: 'an unparseable body fails json() and jsonBody() with a clear message',
    runs: [
      testInput(
        `pm.test('json()', () => pm.response.json()); pm.test('jsonBody', () => pm.response.to.have.jsonBody());`,
        {
          response: {
            status: 500,
            statusText: 'Internal Server Error',
            headers: [],
            body: '<html>',
            bodyEncoding: 'utf8',
            size: 6,
            duration: 1,
          },
        },
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => test.error)).toEqual(['Invalid JSON response', 'Response is not valid JSON']);
    },
  },
  {
    name: 'variable scopes: Postman resolution order, set/unset/clear/toObject/replaceIn',
    runs: [
      input(`
        pm.test('order', () => {
          pm.expect(pm.variables.get('shared')).to.equal('from environment');
          pm.expect(pm.variables.get('row')).to.equal(1);
          pm.variables.set('shared', 'local');
          pm.expect(pm.variables.get('shared')).to.equal('local');
          pm.expect(pm.environment.get('shared')).to.equal('from environment');
          pm.expect(pm.globals.get('shared')).to.equal('from globals');
          pm.expect(pm.iterationData.get('row')).to.equal(1);
          pm.expect(pm.variables.replaceIn('{{baseUrl}}/x/{{unknown}}')).to.equal('https://api.example.test/x/{{unknown}}');
          pm.expect(pm.variables.replaceIn('{{$guid}}')).to.match(/^[0-9a-f-]{36}$/);
          pm.expect(pm.variables.toObject()).to.include({ baseUrl: 'https://api.example.test', shared: 'local', row: 1 });
        });
        pm.environment.set('token', 'abc');
        pm.environment.set('count', 3);
        pm.environment.unset('baseUrl');
        pm.collectionVariables.set('fromScript', { nested: true });
        pm.globals.clear();
        pm.test('has', () => {
          pm.expect(pm.environment.has('token')).to.be.true;
          pm.expect(pm.environment.has('baseUrl')).to.be.false;
          pm.expect(pm.environment.toObject()).to.eql({ shared: 'from environment', token: 'abc', count: 3 });
        });
      `),
    ],
    check([output]) {
      expect(output!.tests.every((test) => test.passed)).toBe(true);
      expect(output!.scopes.environment).toEqual([
        { key: 'shared', value: 'from environment', enabled: true },
        { key: 'token', value: 'abc', enabled: true },
        { key: 'count', value: 3, enabled: true },
      ]);
      expect(output!.scopes.collectionVariables).toContainEqual({
        key: 'fromScript',
        value: { nested: true },
        enabled: true,
      });
      expect(output!.scopes.globals).toEqual([]);
      expect(output!.scopes.local).toEqual([{ key: 'shared', value: 'local', enabled: true }]);
    },
  },
  {
    name: 'pre-request changes to pm.request are what gets sent',
    runs: [
      input(`
        pm.request.headers.add({ key: 'X-Trace', value: '1' });
        pm.request.headers.upsert({ key: 'accept', value: 'text/plain' });
        pm.request.addHeader({ key: 'X-Remove', value: 'me' });
        pm.request.removeHeader('X-Remove');
        pm.request.url.query.add({ key: 'limit', value: '10' });
        pm.request.method = 'put';
        pm.request.body.update(JSON.stringify({ name: 'Grace' }));
        pm.request.auth = { type: 'bearer', token: 'secret' };
        pm.test('reads', () => {
          pm.expect(pm.request.url.getHost()).to.equal('api.example.test');
          pm.expect(pm.request.url.getPath()).to.equal('/users');
          pm.expect(pm.request.headers.get('X-Trace')).to.equal('1');
        });
      `),
      input(
        `pm.request.url = 'https://other.example.test/v2'; pm.request.body.update({ mode: 'urlencoded', urlencoded: [{ key: 'a', value: 'b' }] });`,
      ),
    ],
    check([first, second]) {
      expect(first!.tests[0]).toMatchObject({ passed: true });
      expect(first!.request).toMatchObject({
        method: 'PUT',
        url: 'https://api.example.test/users?page=2&limit=10',
        headers: [
          { key: 'Accept', value: 'text/plain', enabled: true },
          { key: 'X-Trace', value: '1', enabled: true },
        ],
        body: { mode: 'raw', raw: '{"name":"Grace"}' },
        auth: { type: 'bearer', token: 'secret' },
      });
      expect(second!.request.url).toBe('https://other.example.test/v2');
      expect(second!.request.body).toEqual({
        mode: 'urlencoded',
        urlencoded: [{ key: 'a', value: 'b', enabled: true }],
      });
    },
  },
  {
    // The rules of the send pipeline's substitution (postman-collection's Substitutor).
    name: 'replaceIn resolves nested placeholders, keeps names as written and lets variables shadow dynamic ones',
    runs: [
      input(`
        pm.variables.set('inner', 'in');
        pm.variables.set('nested', '{{inner}}-x');
        pm.variables.set('loop', '{{loop}}');
        pm.variables.set('$guid', 'mine');
        pm.test('replaceIn', () => {
          pm.expect(pm.variables.replaceIn('{{nested}}/{{ inner }}/{{missing}}')).to.equal('in-x/{{ inner }}/{{missing}}');
          pm.expect(pm.variables.replaceIn('{{loop}}')).to.equal('{{loop}}');
          pm.expect(pm.variables.replaceIn('{{$guid}}')).to.equal('mine');
          pm.expect(pm.environment.replaceIn('{{$randomInt}}')).to.match(/^\\d+$/);
        });
      `),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['replaceIn', true, undefined],
      ]);
    },
  },
  {
    name: 'pm.execution.location, pm.visualizer, url.getRemote and a chainable pm.test, as in Postman',
    runs: [
      input('', {
        scripts: [
          {
            name: 'Collection Shop',
            item: 'Shop',
            source: `pm.test('collection level', () => pm.expect(pm.execution.location.current).to.equal('Shop'));`,
          },
          {
            name: 'Request Create user',
            item: 'Create user',
            source: `pm.test('request level', () => {
               pm.expect([...pm.execution.location]).to.eql(['Shop', 'Users', 'Create user']);
               pm.expect(pm.execution.location.current).to.equal('Create user');
               pm.expect(pm.request.url.getRemote()).to.equal('api.example.test');
               pm.expect(pm.request.url.getRemote(true)).to.equal('api.example.test:443');
               pm.visualizer.set('<p>{{a}}</p>', { a: 1 });
               pm.visualizer.clear();
             }).test('chained', () => {});`,
          },
        ],
        info: { ...input('').info, location: ['Shop', 'Users', 'Create user'] },
      }),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['collection level', true, undefined],
        ['request level', true, undefined],
        ['chained', true, undefined],
      ]);
    },
  },
  {
    // postman-sandbox's legacy interface: `_` is lodash 3, which old collections rely on.
    name: 'the _ global is lodash 3 and require("lodash") lodash 4, as in Postman',
    runs: [
      input(`
        pm.test('lodash 3 global', () => {
          pm.expect(_.VERSION).to.match(/^3\\./);
          pm.expect(_.pluck([{ a: 1 }, { a: 2 }], 'a')).to.eql([1, 2]);
          pm.expect(_.contains([1, 2], 2)).to.be.true;
        });
        pm.test('lodash 4 by require', () => pm.expect(require('lodash').VERSION).to.match(/^4\\./));
        pm.test('lodash3 is not a module', () => pm.expect(() => require('lodash3')).to.throw("Cannot find module 'lodash3'"));
      `),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['lodash 3 global', true, undefined],
        ['lodash 4 by require', true, undefined],
        ['lodash3 is not a module', true, undefined],
      ]);
    },
  },
  {
    // lodash 4 reads the `_` global as it loads: a script that never writes `_` still gets both.
    name: 'require("lodash") works in a script that never mentions the _ global',
    runs: [input(`pm.test('chunk', () => pm.expect(require('lodash').chunk([1, 2, 3], 2)).to.eql([[1, 2], [3]]));`)],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([['chunk', true, undefined]]);
    },
  },
  {
    name: 'pm.environment.name is the name of the run’s environment, undefined without one',
    runs: [
      input(`pm.test('named', () => pm.expect(pm.environment.name).to.equal('Staging'));`, {
        info: { ...input('').info, environmentName: 'Staging' },
      }),
      input(`pm.test('unnamed', () => pm.expect(pm.environment.name).to.be.undefined);`),
    ],
    check(outputs) {
      expect(outputs.map((output) => output.tests[0]?.passed)).toEqual([true, true]);
    },
  },
  {
    // As postman-collection parses them: a header as 'Name: value', a query parameter as 'key=value'.
    name: 'pm.request lists take items written as text',
    runs: [
      input(`
        pm.request.headers.add('X-Text: one');
        pm.request.url.query.add('q=a=b');
        pm.request.url.query.add('flag');
      `),
    ],
    check([output]) {
      expect(output!.error).toBeUndefined();
      expect(output!.request).toMatchObject({
        url: 'https://api.example.test/users?page=2&q=a=b&flag',
        headers: [
          { key: 'Accept', value: 'application/json', enabled: true },
          { key: 'X-Text', value: 'one', enabled: true },
        ],
      });
    },
  },
  {
    // postman-collection's lookups: the last item with the name, disabled ones included; so is
    // toObject() unless told to exclude them, while the legacy `request.headers` leaves them out.
    name: 'list lookups find the last item with the name, disabled ones too',
    runs: [
      input(
        `pm.test('lookups', () => {
           pm.expect(pm.request.headers.get('x-dup')).to.equal('b');
           pm.expect(pm.request.headers.has('X-Dup', 'a')).to.be.true;
           pm.expect(pm.request.headers.get('X-Off')).to.equal('1');
           // toObject(excludeDisabled, caseSensitive): disabled items unless excluded, names lowercased unless asked.
           pm.expect(pm.request.headers.toObject()).to.eql({ 'x-dup': ['a', 'b'], 'x-off': '1' });
           pm.expect(pm.request.headers.toObject(true)).to.eql({ 'x-dup': ['a', 'b'] });
           pm.expect(pm.request.headers.toObject(true, true)).to.eql({ 'X-Dup': ['a', 'b'] });
           pm.expect(request.headers).to.eql({ 'x-dup': ['a', 'b'] });
         });`,
        {
          request: {
            ...input('').request,
            headers: [
              { key: 'X-Dup', value: 'a', enabled: true },
              { key: 'X-Dup', value: 'b', enabled: true },
              { key: 'X-Off', value: '1', enabled: false },
            ],
          },
        },
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([['lookups', true, undefined]]);
    },
  },
  {
    // postman-collection's toObject: header names lowercased, a repeated name gives every value;
    // the legacy responseHeaders keeps each name as the server wrote it, the last value winning.
    name: 'headers.toObject() and responseHeaders shape the headers as Postman does',
    runs: [
      testInput(
        `pm.test('toObject', () => pm.expect(pm.response.headers.toObject()).to.eql({
           'content-type': 'application/json', 'set-cookie': ['a=1; Path=/; HttpOnly', 'b=2'],
         }));
         pm.test('legacy', () => pm.expect(responseHeaders).to.eql({ 'Content-Type': 'application/json', 'Set-Cookie': 'b=2' }));
         pm.test('request', () => pm.expect(pm.request.headers.toObject()).to.eql({ accept: 'application/json' }));
         pm.test('response cookies', () => {
           pm.expect(pm.response.cookies.count()).to.equal(2);
           pm.expect(pm.response.cookies.get('b')).to.equal('2');
           pm.expect(pm.response.cookies.one('a')).to.include({ name: 'a', path: '/', httpOnly: true });
         });`,
        {
          response: {
            ...jsonResponse,
            headers: [
              { name: 'Content-Type', value: 'application/json' },
              { name: 'Set-Cookie', value: 'a=1; Path=/; HttpOnly' },
              { name: 'Set-Cookie', value: 'b=2' },
            ],
          },
        },
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['toObject', true, undefined],
        ['legacy', true, undefined],
        ['request', true, undefined],
        ['response cookies', true, undefined],
      ]);
    },
  },
  {
    // pm.request.url parses and rewrites the URL; a script that never reads it must not change it.
    name: 'a pre-request script that changes only headers sends the URL exactly as it was',
    runs: [
      input(`pm.request.headers.upsert({ key: 'X-Trace', value: '1' });`, {
        request: { ...input('').request, url: 'https://api.example.test/users?' },
      }),
    ],
    check([output]) {
      expect(output!.request.url).toBe('https://api.example.test/users?');
      expect(output!.request.headers).toContainEqual({ key: 'X-Trace', value: '1', enabled: true });
    },
  },
  {
    name: 'pm.info, pm.cookies, setNextRequest and skipRequest',
    runs: [
      input(`
        pm.test('info', () => pm.expect(pm.info).to.include({ eventName: 'prerequest', requestName: 'Create user', requestId: 'req-1', iteration: 0, iterationCount: 1 }));
        pm.test('cookies', () => { pm.expect(pm.cookies.get('session')).to.equal('abc'); pm.expect(pm.cookies.has('nope')).to.be.false; });
        pm.execution.skipRequest();
        postman.setNextRequest('Delete user');
      `),
      testInput(`pm.execution.setNextRequest(null); pm.execution.skipRequest();`),
      testInput(`pm.test('nothing', () => {});`),
    ],
    check([pre, stop, plain]) {
      expect(pre!.tests.every((test) => test.passed)).toBe(true);
      expect(pre!.skipRequest).toBe(true);
      expect(pre!.nextRequest).toBe('Delete user');
      expect(stop!.nextRequest).toBeNull();
      expect(stop!.skipRequest).toBe(false);
      expect(plain!.nextRequest).toBeUndefined();
    },
  },
  {
    name: 'pm.sendRequest: callback and promise forms through the bridge, errors to the callback',
    runs: [
      input(`
        pm.sendRequest('https://echo.example.test/a', (err, res) => {
          pm.test('callback', () => { pm.expect(err).to.equal(null); pm.expect(res.code).to.equal(201); pm.expect(res.json().url).to.equal('https://echo.example.test/a'); });
        });
        const res = await pm.sendRequest({ url: 'https://echo.example.test/b', method: 'POST', header: { 'X-A': '1' }, body: { mode: 'raw', raw: 'hi' } });
        pm.test('promise', () => {
          pm.expect(res.json()).to.deep.include({ method: 'POST', url: 'https://echo.example.test/b' });
          pm.expect(res.json().headers).to.deep.include({ key: 'X-A', value: '1', enabled: true });
        });
        // Postman's shapes: headers as 'Name: value' lines, auth as { type, [type]: [{ key, value }] }.
        const lines = await pm.sendRequest({
          url: 'https://echo.example.test/c',
          header: ['X-B: 2', { key: 'X-C', value: '3' }],
          auth: { type: 'bearer', bearer: [{ key: 'token', value: 't0k' }] },
        });
        pm.test('header lines', () => {
          pm.expect(lines.json().headers.map((h) => [h.key, h.value])).to.eql([['X-B', '2'], ['X-C', '3']]);
        });
        pm.sendRequest('http://unreachable.test/', (err, res) => {
          pm.test('error', () => { pm.expect(err.message).to.include('ECONNREFUSED'); pm.expect(res).to.equal(undefined); });
        });
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      const tests = byName([output!]);
      expect(Object.keys(tests).sort()).toEqual(['callback', 'error', 'header lines', 'promise']);
      expect(Object.values(tests).map((test) => test.error)).toEqual([undefined, undefined, undefined, undefined]);
    },
  },
  {
    // Postman's PostmanCookieJar: callback and promise forms, each through the host's bridge.
    name: 'pm.cookies.jar() reads and changes the run’s cookies through the bridge',
    runs: [
      input(`
        const jar = pm.cookies.jar();
        const url = 'https://api.example.test/';
        jar.set(url, 'a', '1', (err, cookie) => {
          pm.test('set', () => { pm.expect(err).to.equal(null); pm.expect(cookie).to.include({ name: 'a', value: '1' }); });
          jar.get(url, 'a', (err, value) => pm.test('get', () => pm.expect(value).to.equal('1')));
        });
        await jar.set(url, { name: 'b', value: '2', path: '/' });
        await jar.set(url, 'c=3');
        const all = await jar.getAll(url);
        pm.test('getAll', () => { pm.expect(all.count()).to.equal(3); pm.expect(all.get('b')).to.equal('2'); });
        pm.test('missing is null', async () => pm.expect(await jar.get(url, 'zzz')).to.equal(null));
        await jar.unset(url, 'a');
        pm.test('unset', async () => pm.expect(await jar.get(url, 'a')).to.equal(null));
        jar.clear(url, (err) => pm.test('clear', async () => { pm.expect(err).to.equal(null); pm.expect((await jar.getAll(url)).count()).to.equal(0); }));
        jar.get('not a url', 'a', (err) => pm.test('bad url', () => pm.expect(err.message).to.include('Invalid URL')));
      `),
    ],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['set', true, undefined],
        ['get', true, undefined],
        ['getAll', true, undefined],
        ['missing is null', true, undefined],
        ['unset', true, undefined],
        ['clear', true, undefined],
        ['bad url', true, undefined],
      ]);
    },
  },
  {
    // postman-collection's RequestAuth: parameters under Postman's names, changed by update/use;
    // a request without auth has none until `authorizeUsing`.
    name: 'pm.request.auth reads and changes the auth as Postman scripts do',
    runs: [
      input(
        `pm.test('read', () => {
           pm.expect(pm.request.auth.type).to.equal('bearer');
           pm.expect(pm.request.auth.parameters().get('token')).to.equal('t0k');
           pm.expect(pm.request.auth.toJSON()).to.eql({ type: 'bearer', bearer: [{ key: 'token', value: 't0k' }] });
         });
         pm.request.auth.update({ token: 'signed' });`,
        { request: { ...input('').request, auth: { type: 'bearer', token: 't0k' } } },
      ),
      input(`pm.request.auth.use('basic', { username: 'ada', password: 'pw' });`, {
        request: { ...input('').request, auth: { type: 'bearer', token: 't0k' } },
      }),
      input(
        `pm.test('none', () => pm.expect(pm.request.auth).to.equal(undefined)); pm.request.headers.add('X-Touched: 1');`,
      ),
      input(`pm.request.authorizeUsing('apikey', { key: 'X-Key', value: 'v' });`),
    ],
    check([updated, switched, untouched, authorized]) {
      expect(updated!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([['read', true, undefined]]);
      expect(updated!.request.auth).toEqual({ type: 'bearer', token: 'signed' });
      expect(switched!.request.auth).toEqual({ type: 'basic', username: 'ada', password: 'pw' });
      expect(untouched!.tests[0]).toMatchObject({ name: 'none', passed: true });
      expect(untouched!.request.auth).toEqual({ type: 'none' });
      expect(authorized!.request.auth).toEqual({ type: 'apikey', key: 'X-Key', value: 'v', in: 'header' });
    },
  },
  {
    // postman-collection's Url: `:name` segments read with their path variables; the model keeps them apart.
    name: 'pm.request.url reads path variables, and a script may change them',
    runs: [
      input(
        `pm.test('read', () => {
           pm.expect(pm.request.url.variables.get('id')).to.equal('42');
           pm.expect(pm.request.url.getPath()).to.equal('/users/42/files/report.json');
           pm.expect(pm.request.url.getPath(true)).to.equal('/users/:id/files/:file.json');
           pm.expect(pm.request.url.toString()).to.equal('https://api.example.test/users/42/files/report.json');
         });
         pm.request.url.variables.upsert({ key: 'id', value: '7' });`,
        {
          request: {
            ...input('').request,
            url: 'https://api.example.test/users/:id/files/:file.json',
            pathVariables: [
              { key: 'id', value: '42', enabled: true },
              { key: 'file', value: 'report', enabled: true },
            ],
          },
        },
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([['read', true, undefined]]);
      expect(output!.request.url).toBe('https://api.example.test/users/:id/files/:file.json');
      expect(output!.request.pathVariables.map((variable) => [variable.key, variable.value])).toEqual([
        ['id', '7'],
        ['file', 'report'],
      ]);
    },
  },
  {
    // postman-collection's Request and PropertyList helpers collections call.
    name: 'getHeaders, indexOf and body.toString() answer as in postman-collection',
    runs: [
      input(
        `pm.test('helpers', () => {
           pm.expect(pm.request.getHeaders()).to.eql({ Accept: 'application/json', 'X-Off': '1' });
           pm.expect(pm.request.getHeaders({ enabled: true, ignoreCase: true })).to.eql({ accept: 'application/json' });
           pm.expect(pm.request.headers.indexOf('x-off')).to.equal(1);
           pm.expect(pm.request.headers.indexOf('missing')).to.equal(-1);
           pm.expect(pm.request.body.toString()).to.equal('a=1');
         });`,
        {
          request: {
            ...input('').request,
            headers: [
              { key: 'Accept', value: 'application/json', enabled: true },
              { key: 'X-Off', value: '1', enabled: false },
            ],
            body: {
              mode: 'urlencoded',
              urlencoded: [
                { key: 'a', value: '1', enabled: true },
                { key: 'b', value: '2', enabled: false },
              ],
            },
          },
        },
      ),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([['helpers', true, undefined]]);
    },
  },
];

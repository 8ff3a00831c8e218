// Newman parity without ../shared: one probe collection that exercises the pm API,
// the legacy globals, the sandbox libraries, cookies and the flow controls, run by Newman (the
// devDependency) and by `courier run` against the same local server. Every assertion Newman
// records must get the same verdict from Courier.
import { fileURLToPath } from 'node:url';
import { httpUpstream } from '@courier/testkit/servers';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courier, useCliStack, type TestServer } from './harness.js';
import { junitVerdicts } from './junitVerdicts.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

const { server, ws } = useCliStack();
let reasons: TestServer;

/**
 * `/<code>/<reason phrase>` answers that status line with an empty JSON object: Postman's named
 * statuses (`ok`, `notFound`, …) look at the reason phrase too, which the shared server cannot vary.
 */
async function startReasonServer(): Promise<TestServer> {
  const { url, close } = await httpUpstream((req, res) => {
    const [, code = '200', reason = ''] = (req.url ?? '').split('/');
    res.writeHead(Number(code), decodeURIComponent(reason), { 'content-type': 'application/json' });
    res.end('{}');
  });
  return { url, hits: new Map(), close };
}

beforeAll(async () => {
  reasons = await startReasonServer();
});

afterAll(() => reasons.close());

const test = (name: string, body: string) => `pm.test(${JSON.stringify(name)}, function () { ${body} });`;

interface ProbeItem {
  name: string;
  method?: string;
  path?: string;
  /** A whole URL instead of a path on the local server. */
  url?: string;
  tests: string[];
  pre?: string[];
  body?: string;
  headers?: Array<{ key: string; value: string; disabled?: boolean }>;
  /** The raw body's language; without one the body goes with a JSON Content-Type header. */
  language?: string;
  id?: string;
  description?: string;
  /** A urlencoded body instead of `body`. */
  form?: Array<{ key: string; value: string }>;
  /** Further events after `pre` and `tests`, of either kind. */
  moreEvents?: Array<{ listen: 'prerequest' | 'test'; exec: string[] }>;
}

/** A folder with its own scripts around its requests. */
interface ProbeFolder {
  name: string;
  pre: string[];
  tests: string[];
  items: ProbeItem[];
}

const events = (pre: string[], tests: string[]) => [
  ...(pre.length > 0 ? [{ listen: 'prerequest', script: { exec: pre } }] : []),
  { listen: 'test', script: { exec: tests } },
];

function item(
  base: string,
  {
    name,
    method = 'GET',
    path = '',
    url,
    tests,
    pre = [],
    body,
    headers = [],
    language,
    id,
    description,
    form,
    moreEvents = [],
  }: ProbeItem,
) {
  const typed = body && !language ? [{ key: 'Content-Type', value: 'application/json' }] : [];
  const options = language ? { options: { raw: { language } } } : {};
  return {
    name,
    ...(id && { id }),
    request: {
      method,
      url: url ?? `${base}${path}`,
      header: [...headers, ...typed],
      ...(body && { body: { mode: 'raw', raw: body, ...options } }),
      ...(form && { body: { mode: 'urlencoded', urlencoded: form } }),
      ...(description && { description }),
    },
    event: [...events(pre, tests), ...moreEvents.map(({ listen, exec }) => ({ listen, script: { exec } }))],
  };
}

/**
 * Passing and failing assertions alike: a verdict that differs either way is a difference. Left
 * out on purpose, where Courier does what the user meant and Newman does not: a test function
 * returning a rejected promise (Newman passes it), and `pm.response.cookies` of a response that
 * sets cookies (always empty in Newman; Courier lists them).
 */
function probe(base: string, reasonBase: string) {
  const items: Array<ProbeItem | ProbeFolder> = [
    {
      name: 'Response',
      path: '/response-headers?X-Foo=bar&a=1',
      tests: [
        test('ok', 'pm.response.to.be.ok;'),
        test('status text', 'pm.response.to.have.status("OK");'),
        test('json', 'pm.response.to.be.json;'),
        test('header', 'pm.response.to.have.header("X-Foo", "bar");'),
        test('header mismatch', 'pm.response.to.have.header("X-Foo", "baz");'),
        test('header missing', 'pm.response.to.have.header("X-Missing");'),
        test('headers get', 'pm.expect(pm.response.headers.get("x-foo")).to.equal("bar");'),
        test('headers toObject', 'pm.expect(pm.response.headers.toObject()).to.have.property("x-foo", "bar");'),
        test('legacy responseHeaders', 'pm.expect(responseHeaders["X-Foo"]).to.equal("bar");'),
        test('jsonBody path', 'pm.response.to.have.jsonBody("query.a", "1");'),
        test('not jsonBody', 'pm.response.to.not.have.jsonBody("query.missing");'),
        test('status wrong', 'pm.response.to.have.status(201);'),
        test('redirection', 'pm.response.to.be.redirection;'),
        test('expect response', 'pm.expect(pm.response).to.have.status(200);'),
        test('reason', 'pm.expect(pm.response.reason()).to.equal("OK");'),
        test('body regex', 'pm.response.to.have.body(/query/);'),
        test('responseBody', 'pm.expect(JSON.parse(responseBody).query.a).to.equal("1");'),
        test('legacy tests', 'tests["legacy"] = responseCode.code === 200;'),
        test('request headers legacy', 'pm.expect(request.headers).to.be.an("object");'),
        test('response cookies', 'pm.expect(pm.response.cookies.count()).to.equal(0);'),
        test('no function passes', ''),
        'pm.test("without a function");',
        'pm.test("done later", function (done) { setTimeout(function () { done(); }, 5); });',
        'pm.test("async", function () { return Promise.resolve(); });',
        // A throw in a timer is reported, and the script's other timers still run.
        'setTimeout(function () { throw new Error("in a timer"); }, 5);',
        'setTimeout(function () { pm.test("timer after a throwing one", function () {}); }, 20);',
        // Newman reads the legacy tests object when the script body returns.
        'setTimeout(function () { tests["set by a timer"] = true; }, 5);',
      ],
    },
    {
      name: 'Chai and libraries',
      path: '/echo',
      tests: [
        test('deep include', 'pm.expect({ a: { b: 1 }, c: 2 }).to.deep.include({ a: { b: 1 } });'),
        test('nested', 'pm.expect({ a: { b: "x" } }).to.have.nested.property("a.b", "x");'),
        test('members', 'pm.expect([1, 2, 3]).to.have.members([3, 2, 1]);'),
        test('keys', 'pm.expect({ a: 1, b: 2 }).to.have.all.keys("a", "b");'),
        test('within', 'pm.expect(5).to.be.within(1, 10);'),
        test('oneOf', 'pm.expect(2).to.be.oneOf([1, 2]);'),
        test('eql loose fails', 'pm.expect("1").to.eql(1);'),
        test('expect fail', 'pm.expect.fail("explicit");'),
        test('throws', 'throw new Error("boom");'),
        test('tv4', 'pm.expect(tv4.validate({ a: 1 }, { type: "object", required: ["a"] })).to.be.true;'),
        test('jsonSchema', 'pm.response.to.have.jsonSchema({ type: "object", required: ["query"] });'),
        test('ajv', 'const Ajv = require("ajv"); pm.expect(new Ajv().validate({ type: "number" }, 1)).to.be.true;'),
        test('lodash', 'pm.expect(_.get({ a: { b: 2 } }, "a.b")).to.equal(2);'),
        test('_ is lodash 3', 'pm.expect(_.pluck([{ a: 1 }], "a")).to.eql([1]);'),
        test('require lodash 4', 'pm.expect(require("lodash").VERSION[0]).to.equal("4");'),
        test('moment', 'pm.expect(require("moment")("2020-01-02").format("YYYY")).to.equal("2020");'),
        test('CryptoJS', 'pm.expect(CryptoJS.MD5("a").toString()).to.equal("0cc175b9c0f1b6a831c399e269772661");'),
        test('xml2Json', 'pm.expect(xml2Json("<a><b>1</b></a>").a.b).to.equal("1");'),
        test('cheerio', 'pm.expect(cheerio.load("<p class=x>hi</p>")(".x").text()).to.equal("hi");'),
        test('Sugar.js', 'pm.expect("abc".has("b")).to.be.true;'),
        test('Buffer', 'pm.expect(Buffer.from("hi").toString("base64")).to.equal("aGk=");'),
        test('atob', 'pm.expect(atob(btoa("hi"))).to.equal("hi");'),
        test(
          'replaceIn',
          'pm.variables.set("x", "42"); pm.expect(pm.variables.replaceIn("v={{x}}")).to.equal("v=42");',
        ),
        test(
          'scopes',
          'pm.environment.set("e", "1"); pm.globals.set("g", 2); pm.expect(pm.environment.toObject().e + pm.globals.get("g")).to.equal("12");',
        ),
        test('environment name', 'pm.expect(pm.environment.name).to.equal("Parity env");'),
        test(
          'location',
          'pm.expect([...pm.execution.location, pm.execution.location.current].join("/")).to.equal("Parity/Chai and libraries/Chai and libraries");',
        ),
        test('visualizer', 'pm.visualizer.set("<p>{{a}}</p>", { a: 1 });'),
        test('getRemote', 'pm.expect(pm.request.url.getRemote()).to.match(/^127\\.0\\.0\\.1:\\d+$/);'),
        test('chainable', 'pm.expect(pm.test("inner", function () {})).to.equal(pm);'),
        test(
          'replaceIn nested',
          'pm.variables.set("in", "x"); pm.variables.set("out", "{{in}}-y"); pm.expect(pm.variables.replaceIn("{{out}}")).to.equal("x-y");',
        ),
        test('environment variable', 'pm.expect(pm.environment.get("fromFile")).to.equal("yes");'),
        test('faker variable', 'pm.expect(pm.variables.replaceIn("{{$randomEmail}}")).to.include("@");'),
        test('unknown dynamic variable', 'pm.expect(pm.variables.replaceIn("{{$nope}}")).to.equal("{{$nope}}");'),
      ],
    },
    {
      name: 'JSON schemas',
      path: '/echo',
      tests: [
        // Postman's sandbox bundles ajv 6: formats are checked, unknown keywords pass, ajv 6's texts.
        test('format checked', 'pm.response.to.have.jsonSchema({ properties: { path: { format: "email" } } });'),
        test(
          'date-time',
          'pm.expect({ d: "nope" }).to.have.jsonSchema({ properties: { d: { format: "date-time" } } });',
        ),
        test(
          'unknown keyword',
          'const Ajv = require("ajv"); pm.expect(new Ajv().validate({ example: 1 }, {})).to.be.true;',
        ),
        test(
          'ajv format',
          'const Ajv = require("ajv"); pm.expect(new Ajv().validate({ format: "email" }, "x")).to.be.false;',
        ),
        test(
          'ajv errorsText',
          'const ajv = new (require("ajv"))(); ajv.validate({ required: ["b"] }, {}); pm.expect(ajv.errorsText()).to.equal("data should have required property \'b\'");',
        ),
        test(
          'ajv dataPath',
          'const ajv = new (require("ajv"))(); ajv.validate({ properties: { a: { type: "number" } } }, { a: "x" }); pm.expect(ajv.errors[0].dataPath).to.equal(".a");',
        ),
        test(
          'no nullable',
          'pm.expect(new (require("ajv"))().validate({ type: "string", nullable: true }, null)).to.be.true;',
        ),
      ],
    },
    {
      name: 'Pre-request edits',
      method: 'POST',
      path: '/echo',
      body: '{"hello":"{{who}}"}',
      pre: [
        'pm.request.headers.add({ key: "X-Added", value: "yes" });',
        'pm.request.url.query.add("q=1");',
        'pm.variables.set("who", "world");',
      ],
      tests: [
        test('header sent', 'pm.expect(pm.response.json().headers["x-added"]).to.equal("yes");'),
        test('query sent', 'pm.expect(pm.response.json().query.q).to.equal("1");'),
        test('body resolved', 'pm.expect(JSON.parse(pm.response.json().body)).to.eql({ hello: "world" });'),
        test('request view', 'pm.expect(pm.request.headers.get("X-Added")).to.equal("yes");'),
      ],
    },
    {
      name: 'Body updated twice',
      method: 'POST',
      path: '/echo',
      body: '{"a":1}',
      pre: [
        'pm.request.body.update({ mode: "urlencoded", urlencoded: [{ key: "k", value: "v" }] });',
        'pm.request.body.update({ mode: "raw", raw: "second" });',
      ],
      tests: [
        test('the last update is sent', 'pm.expect(pm.response.json().body).to.equal("second");'),
        test('no field of the first', 'pm.expect(pm.request.body.urlencoded).to.equal(undefined);'),
      ],
    },
    {
      name: 'List helpers',
      method: 'POST',
      path: '/echo',
      body: '{}',
      headers: [{ key: 'X-A', value: '1' }],
      pre: [
        'pm.request.headers.prepend({ key: "X-First", value: "f" });',
        'pm.request.headers.insert({ key: "X-Before-A", value: "b" }, pm.request.headers.one("X-A"));',
        'pm.request.headers.insertAfter({ key: "X-After-A", value: "c" }, pm.request.headers.one("X-A"));',
        'pm.request.headers.populate([{ key: "X-P1", value: "1" }, { key: "X-P2", value: "2" }]);',
        'pm.request.url.query.populate("b=2");',
        test(
          'reduce',
          'pm.expect(pm.request.headers.reduce((sum) => sum + 1, 0)).to.equal(pm.request.headers.count());',
        ),
        test(
          'forEachHeader',
          'let n = 0; pm.request.forEachHeader(() => n++); pm.expect(n).to.equal(pm.request.headers.count());',
        ),
        test('values', 'pm.expect(pm.environment.values.map((v) => v.key)).to.include("fromFile");'),
      ],
      tests: [
        test(
          'sent',
          'const h = pm.response.json().headers; pm.expect([h["x-first"], h["x-before-a"], h["x-after-a"], h["x-p2"]]).to.eql(["f", "b", "c", "2"]);',
        ),
        test('query populated', 'pm.expect(pm.response.json().query.b).to.equal("2");'),
        test('stream', 'pm.expect(pm.response.stream.toString()).to.equal(pm.response.text());'),
      ],
    },
    {
      name: 'Custom method, no body',
      method: 'PURGE',
      path: '/echo',
      headers: [
        { key: 'X-On', value: '1' },
        { key: 'X-Off', value: '2', disabled: true },
      ],
      pre: [
        test('pre toObject', 'pm.expect(pm.request.headers.toObject()).to.eql({ "x-on": "1", "x-off": "2" });'),
        test('pre toObject enabled', 'pm.expect(pm.request.headers.toObject(true, true)).to.eql({ "X-On": "1" });'),
        test('legacy headers', 'pm.expect(request.headers).to.eql({ "x-on": "1" });'),
      ],
      tests: [
        test('method', 'pm.expect(pm.response.json().method).to.equal("PURGE");'),
        test('zero length', 'pm.expect(pm.response.json().headers["content-length"]).to.equal("0");'),
        test('disabled not sent', 'pm.expect(pm.response.json().headers).to.not.have.property("x-off");'),
        test('test toObject', 'pm.expect(pm.request.headers.toObject()).to.have.property("x-off", "2");'),
      ],
    },
    {
      name: 'Request helpers and Node modules',
      method: 'POST',
      path: '/echo?q=1',
      body: '{}',
      pre: [
        test('lodash alone', 'pm.expect(require("lodash").chunk([1, 2, 3], 2)).to.eql([[1, 2], [3]]);'),
        test('url module', 'pm.expect(require("url").parse("http://a.test/b?c=1", true).query.c).to.equal("1");'),
        test('querystring module', 'pm.expect(require("querystring").stringify({ a: "x y" })).to.equal("a=x%20y");'),
        test('path module', 'pm.expect(require("path").join("/a", "../b")).to.equal("/b");'),
        test('util module', 'pm.expect(require("util").format("%s-%d", "a", 1)).to.equal("a-1");'),
        test('assert module', 'require("assert").strictEqual(1, 2);'),
        test('body toString', 'pm.expect(pm.request.body.toString()).to.equal("{}");'),
        test('getHeaders', 'pm.expect(pm.request.getHeaders()).to.eql({ "Content-Type": "application/json" });'),
        test('headers indexOf', 'pm.expect(pm.request.headers.indexOf("content-type")).to.equal(0);'),
        test('auth type', 'pm.expect(pm.request.auth).to.equal(undefined);'),
      ],
      tests: [test('sent', 'pm.response.to.have.status(200);')],
    },
    {
      name: 'JSON body with comments',
      method: 'POST',
      path: '/echo',
      language: 'json',
      body: '{\n  // who\n  "url": "http://a.test//b", /* kept out */ "n": 1 // last\n}',
      tests: [
        test(
          'comments stripped',
          'pm.expect(pm.response.json().body).to.equal(\'{\\n  \\n  "url": "http://a.test//b",  "n": 1 \\n}\');',
        ),
        test(
          'request body as sent',
          'pm.expect(JSON.parse(pm.request.body.raw)).to.eql({ url: "http://a.test//b", n: 1 });',
        ),
      ],
    },
    {
      name: 'Comments in a body typed JSON by its header',
      method: 'POST',
      path: '/echo',
      body: '{"a": 1} /* note',
      tests: [test('stripped', 'pm.expect(pm.response.json().body).to.equal(\'{"a": 1} \');')],
    },
    {
      name: 'Comments in a text body',
      method: 'POST',
      path: '/echo',
      language: 'text',
      body: '{"a": 1} // note',
      tests: [test('kept', 'pm.expect(pm.response.json().body).to.equal(\'{"a": 1} // note\');')],
    },
    {
      name: 'jsonBody paths and ids',
      id: 'probe-item-id',
      path: '/response-headers?X-Dot.Key=v&a=1',
      tests: [
        test('bracket path', 'pm.response.to.have.jsonBody("query[\'X-Dot.Key\']", "v");'),
        test('bracket path value wrong', 'pm.response.to.have.jsonBody("query[\'X-Dot.Key\']", "w");'),
        test('dotted path through a dotted key', 'pm.response.to.have.jsonBody("query.X-Dot.Key");'),
        test('index path', 'pm.response.to.have.jsonBody("query[0]");'),
        test('deep value', 'pm.response.to.have.jsonBody("query", { "X-Dot.Key": "v", a: "1" });'),
        test('array path asserts nothing', 'pm.response.to.have.jsonBody(["query", "missing"]);'),
        test('not with a value', 'pm.response.to.not.have.jsonBody("query.a", "2");'),
        test('requestId', 'pm.expect(pm.info.requestId).to.equal("probe-item-id");'),
        test('request has no id', 'pm.expect(pm.request.id).to.equal(undefined);'),
        test('request has no name', 'pm.expect(pm.request.name).to.equal(undefined);'),
      ],
    },
    {
      name: 'Legacy setters and xml2Json',
      path: '/echo',
      tests: [
        'postman.setEnvironmentVariable("legacyNumber", 2);',
        'postman.setGlobalVariable("legacyFlag", false);',
        test('stored as text', 'pm.expect(pm.environment.get("legacyNumber")).to.equal("2");'),
        test('false stays false', 'pm.expect(pm.globals.get("legacyFlag")).to.equal(false);'),
        test('legacy object sees it', 'pm.expect(environment.legacyNumber).to.equal("2");'),
        'postman.clearEnvironmentVariable("legacyNumber");',
        test('legacy object unset', 'pm.expect(environment).to.not.have.property("legacyNumber");'),
        test('xml2Json trims', 'pm.expect(xml2Json("<a> x <b> y </b></a>")).to.eql({ a: { _: "x", b: "y" } });'),
        test('xml2Json of text', 'pm.expect(xml2Json("not xml")).to.equal(undefined);'),
        test('require atob', 'pm.expect(require("atob")(require("btoa")("hi"))).to.equal("hi");'),
        // Postman's atob and btoa are Node's Buffer conversions, not a browser's strict ones.
        test('atob of base64url', 'pm.expect(JSON.parse(atob("eyJ1cmwiOiJhPz4_In0")).url).to.equal("a?>?");'),
        test('atob skips junk', 'pm.expect(atob("Y*Q==ignored")).to.equal("a");'),
        test('btoa beyond Latin-1', 'pm.expect(btoa("\u2713")).to.equal("Ew==");'),
        test(
          'json reviver',
          'pm.expect(pm.response.json((key, value) => (key === "method" ? "seen" : value)).method).to.equal("seen");',
        ),
      ],
    },
    {
      name: 'Described form',
      method: 'POST',
      path: '/echo',
      description: 'What it does',
      form: [
        { key: 'tag', value: 'a' },
        { key: 'tag', value: 'b' },
        { key: 'one', value: '1' },
      ],
      tests: [
        test('legacy data repeats', 'pm.expect(request.data).to.eql({ tag: ["a", "b"], one: "1" });'),
        test('legacy description', 'pm.expect(request.description).to.equal("What it does");'),
        test('description content', 'pm.expect(pm.request.description.content).to.equal("What it does");'),
        test(
          'duplicate variables',
          'pm.expect([pm.environment.get("twice"), pm.environment.get("offLater")]).to.eql(["2", "on"]);',
        ),
        test('switched off', 'pm.expect(pm.environment.has("off")).to.equal(false);'),
        test('enabled false is not read', 'pm.expect(pm.environment.get("enabledFalse")).to.equal("still on");'),
      ],
    },
    {
      name: 'Form encoding',
      method: 'POST',
      path: '/echo',
      form: [
        { key: 'a b', value: "c&d (e)*!'~" },
        { key: 'x', value: 'é' },
        { key: 'a b', value: 'again' },
      ],
      tests: [
        test(
          'as Postman encodes it',
          'pm.expect(pm.response.json().body).to.equal("a%20b=c%26d%20%28e%29%2A%21%27~&a%20b=again&x=%C3%A9");',
        ),
      ],
    },
    {
      name: 'sendRequest shapes',
      path: '/echo',
      tests: [
        'const echo = pm.request.url.toString();',
        'pm.sendRequest({ url: echo, method: "POST", header: "X-Text: 1\\nX-More: 2", body: { mode: "raw", raw: "{\\"a\\": 1} // c", options: { raw: { language: "json" } } } }, function (error, response) {',
        '  pm.test("header text", function () { pm.expect(response.json().headers["x-more"]).to.equal("2"); });',
        '  pm.test("comments stripped", function () { pm.expect(response.json().body).to.equal(\'{"a": 1} \'); });',
        '});',
        'pm.sendRequest({ url: echo, headers: { "X-Not-Read": "1" } }, function (error, response) {',
        '  pm.test("headers key is not read", function () { pm.expect(response.json().headers).to.not.have.property("x-not-read"); });',
        '});',
        'pm.sendRequest({ url: echo, method: "POST", body: { mode: "raw", raw: { a: 1 } } }, function (error, response) {',
        '  pm.test("raw object as JSON", function () { pm.expect(response.json().body).to.equal(\'{"a":1}\'); });',
        '});',
      ],
    },
    {
      // Newman runs each event of a level on its own: one that throws, or a `const` another event
      // declares too, stops only itself.
      name: 'Several events of one kind',
      path: '/echo',
      pre: [
        'const shared = 1;',
        'pm.environment.set("firstPre", "ran");',
        'throw new Error("first pre-request event");',
      ],
      tests: [
        'const shared = 5;',
        test(
          'both pre-request events ran',
          'pm.expect([pm.environment.get("firstPre"), pm.environment.get("secondPre")]).to.eql(["ran", "2"]);',
        ),
      ],
      moreEvents: [
        { listen: 'prerequest', exec: ['const shared = 2;', 'pm.environment.set("secondPre", String(shared));'] },
        { listen: 'test', exec: ['const shared = 3;', 'throw new Error("second test event");'] },
        {
          listen: 'test',
          exec: ['const shared = 4;', test('third test event runs', 'pm.expect(shared).to.equal(4);')],
        },
      ],
    },
    {
      // Values a script sets read as Postman's plain text, not as JSON, wherever they are substituted.
      name: 'Typed values substituted',
      method: 'POST',
      path: '/echo?o={{objectValue}}&l={{listValue}}&n={{nullValue}}&num={{numberValue}}&b={{falseValue}}',
      headers: [{ key: 'X-List', value: '{{listValue}}' }],
      body: '{{objectValue}}|{{listValue}}|{{nullValue}}|{{numberValue}}',
      language: 'text',
      pre: [
        'pm.environment.set("objectValue", { a: 1 });',
        'pm.environment.set("listValue", [1, 2]);',
        'pm.environment.set("nullValue", null);',
        'pm.environment.set("numberValue", 1.5);',
        'pm.environment.set("falseValue", false);',
      ],
      tests: [
        test(
          'query',
          'pm.expect(pm.response.json().query).to.eql({ o: "[object Object]", l: "1,2", n: "null", num: "1.5", b: "false" });',
        ),
        test('header', 'pm.expect(pm.response.json().headers["x-list"]).to.equal("1,2");'),
        test('body', 'pm.expect(pm.response.json().body).to.equal("[object Object]|1,2|null|1.5");'),
        test('as JSON would fail', 'pm.expect(pm.response.json().body).to.equal(\'{"a":1}|[1,2]||1.5\');'),
      ],
    },
    {
      name: 'Not found',
      path: '/status/404',
      tests: [
        test('notFound', 'pm.response.to.be.notFound;'),
        test('clientError', 'pm.response.to.be.clientError;'),
        test('success fails', 'pm.response.to.be.success;'),
      ],
    },
    {
      // Newman runs each level's script as its own execution: one that throws stops only itself.
      name: 'Folder whose scripts throw',
      pre: ['pm.environment.set("folderPreStarted", "yes");', 'throw new Error("folder pre-request");'],
      tests: [
        'pm.test("folder test", function () {});',
        'JSON.parse("not JSON");',
        'pm.test("never", function () {});',
      ],
      items: [
        {
          name: 'Request in that folder',
          path: '/echo',
          pre: ['pm.environment.set("requestPreRan", pm.environment.get("folderPreStarted"));'],
          tests: [
            test('request pre-request ran', 'pm.expect(pm.environment.get("requestPreRan")).to.equal("yes");'),
            test('request tests run', 'pm.response.to.have.status(200);'),
          ],
        },
      ],
    },
    {
      name: 'A 200 that is not OK',
      url: `${reasonBase}/200/Success`,
      tests: [
        test('code', 'pm.response.to.have.status(200);'),
        test('success', 'pm.response.to.be.success;'),
        test('ok needs the OK reason', 'pm.response.to.be.ok;'),
        test('not ok', 'pm.response.to.not.be.ok;'),
        test('reason', 'pm.response.to.have.status("Success");'),
        test('size', 'pm.expect(pm.response.size().header).to.be.above(40);'),
        test('responseSize', 'pm.response.to.have.responseSize.above(40);'),
        test('members', 'pm.expect(pm.response.headers.members.length).to.be.above(2);'),
      ],
    },
    {
      name: 'Reasons Postman names its own way',
      url: `${reasonBase}/406/Not%20Acceptable`,
      tests: [
        test('notAcceptable expects "Acceptable"', 'pm.response.to.be.notAcceptable;'),
        test('clientError', 'pm.response.to.be.clientError;'),
      ],
    },
    {
      name: 'Unauthorized',
      url: `${reasonBase}/401/Unauthorized`,
      tests: [
        test('unauthorized', 'pm.response.to.be.unauthorized;'),
        test('unauthorised expects its own spelling', 'pm.response.to.be.unauthorised;'),
      ],
    },
    {
      name: 'Forbidden by another name',
      url: `${reasonBase}/403/Nope`,
      tests: [
        test('forbidden', 'pm.response.to.be.forbidden;'),
        test('not forbidden either', 'pm.response.to.not.be.forbidden;'),
        test('error', 'pm.response.to.be.error;'),
      ],
    },
    {
      name: 'Written without a scheme',
      url: `${base.replace('http://', '')}/echo?scheme=none`,
      tests: [
        test('sent', 'pm.response.to.have.status(200);'),
        test(
          'seen with http',
          'pm.expect(pm.request.url.toString()).to.match(/^http:\\/\\/127\\.0\\.0\\.1:\\d+\\/echo\\?scheme=none$/);',
        ),
        test('protocol', 'pm.expect(pm.request.url.protocol).to.equal("http");'),
      ],
    },
    {
      // Nothing listens on port 1: the send fails and the tests still run, without a response.
      name: 'Refused',
      url: 'http://127.0.0.1:1/refused',
      tests: [
        test('no status', 'pm.response.to.have.status(200);'),
        test('no code', 'pm.expect(pm.response.code).to.equal(undefined);'),
        test('no text', 'pm.expect(pm.response.text()).to.equal(undefined);'),
        test('no responseBody', 'pm.expect(responseBody).to.equal("");'),
        test('not withBody', 'pm.response.to.not.be.withBody;'),
        // chai-postman's code assertions first require a code: negated, they still fail.
        test('not status 500', 'pm.response.to.not.have.status(500);'),
        test('not error', 'pm.response.to.not.be.error;'),
        test('not serverError', 'pm.response.to.not.be.serverError;'),
        test('not statusCodeClass', 'pm.response.to.not.have.statusCodeClass(5);'),
        test('not status text', 'pm.response.to.not.have.status("Internal Server Error");'),
        test('not notFound', 'pm.response.to.not.be.notFound;'),
        test('runs', 'pm.expect(pm.request.url.toString()).to.include("/refused");'),
      ],
    },
    {
      name: 'Pre-request edits, then an error',
      path: '/echo',
      pre: [
        'pm.request.headers.add({ key: "X-Before", value: "1" });',
        'pm.request.url.query.add("before=1");',
        'postman.setNextRequest("Sets a cookie");',
        'throw new Error("after the edits");',
      ],
      tests: [
        test('header kept', 'pm.expect(pm.response.json().headers["x-before"]).to.equal("1");'),
        test('query kept', 'pm.expect(pm.response.json().query.before).to.equal("1");'),
      ],
    },
    { name: 'Passed over after an error', path: '/echo', tests: [test('passed over', '')] },
    {
      name: 'Sets a cookie',
      path: '/set-cookie?sid=abc',
      tests: [
        test('pm.cookies', 'pm.expect(pm.cookies.get("sid")).to.equal("abc");'),
        test('toObject', 'pm.expect(pm.cookies.toObject()).to.have.property("sid", "abc");'),
        test('responseCookies', 'pm.expect(responseCookies.get("sid")).to.equal("abc");'),
      ],
    },
    {
      name: 'Cookie jar',
      path: '/echo',
      pre: [
        'const jar = pm.cookies.jar(), url = pm.request.url.toString();',
        'jar.set(url, "added", "1", function (error) {',
        '  pm.test("jar set", function () { pm.expect(error).to.equal(null); });',
        '  jar.get(url, "sid", function (error, value) { pm.test("jar get", function () { pm.expect(value).to.equal("abc"); }); });',
        '});',
      ],
      tests: [
        test('jar cookie sent', 'pm.expect(pm.response.json().cookie).to.include("added=1");'),
        'pm.cookies.jar().unset(pm.request.url.toString(), "added", function (error) {',
        '  pm.test("jar unset", function () { pm.expect(error).to.equal(null); });',
        '});',
      ],
    },
    {
      name: 'Sends it back',
      path: '/echo',
      tests: [
        test('cookie header', 'pm.expect(pm.response.json().cookie).to.equal("sid=abc");'),
        'pm.sendRequest(pm.request.url.toString().replace("/echo", "/echo?s=1"), function (error, response) {',
        '  pm.test("sendRequest", function () { pm.expect(response.json().query.s).to.equal("1"); });',
        '});',
        'postman.setNextRequest("Last");',
      ],
    },
    { name: 'Jumped over', path: '/echo', tests: [test('never runs', '')] },
    { name: 'Skipped', path: '/echo', pre: ['pm.execution.skipRequest();'], tests: [test('never runs either', '')] },
    {
      name: 'Last',
      path: '/echo',
      tests: [
        test('runs last', 'pm.expect(pm.info.requestName).to.equal("Last");'),
        // Written without an id: Postman gives the item a UUID.
        test(
          'generated requestId',
          'pm.expect(pm.info.requestId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);',
        ),
      ],
    },
  ];
  return {
    info: { name: 'Parity', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: items.map((entry) =>
      'items' in entry
        ? {
            name: entry.name,
            event: events(entry.pre, entry.tests),
            item: entry.items.map((inner) => item(base, inner)),
          }
        : item(base, entry),
    ),
  };
}

describe('Newman parity', { timeout: 60_000 }, () => {
  it('gives every assertion of the probe collection the verdict Newman gives it', async () => {
    const collection = await ws.write('parity.postman_collection.json', probe(server.url, reasons.url));
    const environment = await ws.write('parity.postman_environment.json', {
      name: 'Parity env',
      values: [
        { key: 'fromFile', value: 'yes', enabled: true },
        // Repeated names: the last switched-on value counts; a switched-off one hides nothing.
        { key: 'twice', value: '1', enabled: true },
        { key: 'twice', value: '2', enabled: true },
        { key: 'offLater', value: 'on', enabled: true },
        { key: 'offLater', value: 'off', disabled: true },
        { key: 'off', value: 'x', disabled: true },
        // Only `disabled` switches a value off in Newman; `enabled: false` is not read.
        { key: 'enabledFalse', value: 'still on', enabled: false },
      ],
    });
    // JUnit: the report both runners write in the same shape (testsuite = request, testcase = assertion).
    const [newmanReport, courierReport] = [ws.path('newman.xml'), ws.path('courier.xml')];
    const [newman, run] = await Promise.all([
      execa(
        process.execPath,
        [NEWMAN, 'run', collection, '-e', environment, '-r', 'junit', '--reporter-junit-export', newmanReport],
        { reject: false, cwd: ws.dir },
      ),
      courier(['run', collection, '-e', environment, '-r', 'junit', '--reporter-junit-export', courierReport], ws.dir),
    ]);
    expect([newman.exitCode, run.exitCode]).toEqual([1, 1]); // both see the probe's failing assertions

    const theirs = await junitVerdicts(newmanReport);
    const ours = await junitVerdicts(courierReport);
    // The probe is only worth its name while Newman sees both outcomes in every area.
    expect(Object.keys(theirs).length).toBeGreaterThan(70);
    expect(Object.values(theirs).filter((verdict) => verdict === 'fail').length).toBeGreaterThanOrEqual(12);
    expect(Object.fromEntries(Object.keys(theirs).map((key) => [key, ours[key]]))).toEqual(theirs);
    // Nor a test Newman never ran (a request setNextRequest jumps over).
    const ranOnlyByCourier = Object.keys(ours).filter((key) => !(key in theirs));
    expect(ranOnlyByCourier).toEqual([]);
  });
});

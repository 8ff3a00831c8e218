import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../model/request.js';
import { listCodegenTargets, SPEC_LANGUAGES } from './codegenTargets.js';
import { CodegenError } from './errors.js';
import { generateCode } from './generateCode.js';

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.test/v1/users?page=2',
  headers: [
    { key: 'X-Trace-Id', value: 'trace-7731', enabled: true },
    { key: 'X-Disabled', value: 'never-sent', enabled: false },
  ],
  pathVariables: [],
  body: { mode: 'raw', raw: '{"marker":"zebra-42"}', language: 'json' },
  auth: { type: 'none' },
  ...overrides,
});

/** How each spec language writes the method. */
const METHOD_IN: Record<string, (method: string) => string> = {
  javascript: (method) => `method: '${method}'`,
  python: (method) => `requests.${method.toLowerCase()}(`,
  curl: (method) => `--request ${method}`,
  php: (method) => `CURLOPT_CUSTOMREQUEST => "${method}"`,
  java: (method) => `.method("${method}"`,
};

describe('generateCode for the five main languages', () => {
  for (const language of Object.keys(SPEC_LANGUAGES)) {
    it(`${language}: method, URL, enabled headers and the body of a POST`, () => {
      const code = generateCode(request(), language);
      expect(code).toContain(METHOD_IN[language]?.('POST'));
      expect(code).toContain('https://api.example.test/v1/users');
      expect(code).toContain('page');
      expect(code).toContain('X-Trace-Id');
      expect(code).toContain('trace-7731');
      expect(code).not.toContain('never-sent');
      expect(code).toContain('zebra-42');
    });

    it(`${language}: no body for GET and DELETE`, () => {
      for (const method of ['GET', 'DELETE']) {
        const code = generateCode(request({ method }), language);
        expect(code).toContain(METHOD_IN[language]?.(method));
        expect(code).toContain('X-Trace-Id');
        expect(code).not.toContain('zebra-42');
      }
    });
  }

  it('carries the body for PUT and PATCH', () => {
    for (const method of ['PUT', 'PATCH']) expect(generateCode(request({ method }), 'curl')).toContain('zebra-42');
  });

  it("with everyMethodBody, carries a DELETE's or a custom method's body, and still prunes a GET's", () => {
    for (const method of ['DELETE', 'PROPFIND']) {
      expect(generateCode(request({ method }), 'curl', { everyMethodBody: true })).toContain('zebra-42');
    }
    expect(generateCode(request({ method: 'GET' }), 'curl', { everyMethodBody: true })).not.toContain('zebra-42');
  });
});

describe('generateCode request details', () => {
  it('prints unresolved and dynamic variables in the URL as written, in every language', () => {
    const url = '{{baseUrl}}/Users/{{userId}}?Token={{apiKey}}&t={{$timestamp}}';
    for (const language of Object.keys(SPEC_LANGUAGES)) {
      const code = generateCode(
        request({ url, headers: [{ key: 'X-Id', value: '{{$guid}}', enabled: true }] }),
        language,
      );
      for (const written of ['{{baseUrl}}/Users/{{userId}}', '{{apiKey}}', '{{$timestamp}}', '{{$guid}}']) {
        expect(code, language).toContain(written);
      }
      expect(code, language).not.toMatch(/http:\/\/\{\{|%7B|baseurl/);
    }
  });

  it('substitutes path variables and applies header auth', () => {
    const code = generateCode(
      request({
        url: 'https://api.example.test/users/:id',
        pathVariables: [{ key: 'id', value: '42', enabled: true }],
        auth: { type: 'basic', username: 'ada', password: 'pw' },
      }),
      'curl',
    );
    expect(code).toContain('https://api.example.test/users/42');
    expect(code).toContain(`Authorization: Basic ${btoa('ada:pw')}`);
    expect(generateCode(request({ auth: { type: 'bearer', token: 't0k' } }), 'python')).toContain(
      '"Authorization": "Bearer t0k"',
    );
    expect(
      generateCode(request({ auth: { type: 'apikey', key: 'api_key', value: 'k1', in: 'query' } }), 'curl'),
    ).toContain('api_key=k1');
  });

  it('writes urlencoded, form-data and GraphQL bodies', () => {
    const urlencoded = generateCode(
      request({ body: { mode: 'urlencoded', urlencoded: [{ key: 'name', value: 'Ada Lovelace', enabled: true }] } }),
      'http',
    );
    expect(urlencoded).toContain('Content-Type: application/x-www-form-urlencoded');
    expect(urlencoded).toMatch(/\r\n\r\nname=Ada%20Lovelace$/);

    const form = generateCode(
      request({
        body: {
          mode: 'formdata',
          formdata: [
            { key: 'title', type: 'text', value: 'report', enabled: true },
            { key: 'upload', type: 'file', src: ['files/report.pdf'], enabled: true },
          ],
        },
      }),
      'curl',
    );
    expect(form).toContain('--form title=report');
    expect(form).toContain('--form upload=@files/report.pdf');

    const graphql = generateCode(
      request({ body: { mode: 'graphql', query: '{ me { id } }', variables: '{"a":1}' } }),
      'javascript',
    );
    expect(graphql).toContain('{ me { id } }');
    expect(graphql).toContain("'Content-Type': 'application/json'");
  });

  it('accepts target/client ids and bare targets', () => {
    expect(generateCode(request(), 'java/okhttp')).toContain('OkHttpClient');
    expect(generateCode(request(), 'go')).toContain('http.NewRequest("POST"');
    expect(generateCode(request(), 'http')).toMatch(/^POST \/v1\/users\?page=2 HTTP\/1\.1\r\n/);
    expect(generateCode(request(), 'http')).toContain('Content-Length: 21');
  });

  it('generates for every listed target without failing', () => {
    for (const target of listCodegenTargets()) {
      expect(generateCode(request(), target.id).length, target.id).toBeGreaterThan(20);
    }
  });
});

describe('listCodegenTargets', () => {
  it('lists every httpsnippet client once, the five main languages first', () => {
    const targets = listCodegenTargets();
    const ids = targets.map((target) => target.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 5)).toEqual(['javascript/fetch', 'python/requests', 'shell/curl', 'php/curl', 'java/nethttp']);
    expect(targets.slice(0, 5).map((target) => target.specLanguage)).toEqual(Object.keys(SPEC_LANGUAGES));
    expect(ids).toEqual(expect.arrayContaining(['go/native', 'csharp/httpclient', 'rust/reqwest', 'shell/httpie']));
    expect(targets.find((target) => target.id === 'python/requests')).toMatchObject({
      title: 'Python — Requests',
      extension: '.py',
    });
  });
});

describe('generateCode errors', () => {
  it('asks for a request when none is selected', () => {
    expect(() => generateCode(undefined, 'python')).toThrow(new CodegenError('NO_REQUEST'));
    expect(() => generateCode(null, 'python')).toThrow(/^Please select a request to generate code for$/);
  });

  it('names an unsupported language', () => {
    expect(() => generateCode(request(), 'cobol')).toThrow(/^Unsupported language: cobol$/);
    expect(() => generateCode(request(), 'python/nope')).toThrow(/^Unsupported language: python\/nope$/);
  });

  it('wraps other failures', () => {
    let thrown: unknown;
    try {
      generateCode(request({ url: '' }), 'curl');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CodegenError);
    expect((thrown as CodegenError).code).toBe('CODEGEN_FAILED');
    expect((thrown as Error).message).toBe('Code generation failed: Please enter a URL');
  });

  it('throws nothing but CodegenError for arbitrary requests (property)', () => {
    const row = fc.record({ key: fc.string(), value: fc.string(), enabled: fc.boolean() });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `https://a.test/${tail}`),
        ),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'),
        fc.array(row, { maxLength: 4 }),
        fc.string(),
        fc.constantFrom(...Object.keys(SPEC_LANGUAGES), 'http', 'go', 'csharp/httpclient', 'powershell'),
        (url, method, rows, raw, language) => {
          const generated = request({
            url,
            method,
            headers: rows,
            body: { mode: 'urlencoded', urlencoded: rows },
          });
          try {
            expect(typeof generateCode({ ...generated, body: { mode: 'raw', raw, language: 'json' } }, language)).toBe(
              'string',
            );
            expect(typeof generateCode(generated, language)).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(CodegenError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../model/request.js';
import { stripJsonComments, withoutJsonComments } from './jsonComments.js';

const raw = (text: string, language: 'json' | 'text', method = 'POST'): HttpRequest => ({
  method,
  url: 'http://127.0.0.1/post',
  headers: [],
  pathVariables: [],
  body: { mode: 'raw', raw: text, language },
  auth: { type: 'none' },
});

describe('stripJsonComments', () => {
  it('removes line and block comments and keeps the line breaks', () => {
    expect(stripJsonComments('{\n // note\n "a": 1, /* old: 2 */ "b": 2 // last\n}')).toBe(
      '{\n \n "a": 1,  "b": 2 \n}',
    );
  });

  it('leaves comment markers inside strings, escaped quotes included', () => {
    expect(stripJsonComments('{"url": "http://x//y", "q": "a\\"//b"} // c')).toBe(
      '{"url": "http://x//y", "q": "a\\"//b"} ',
    );
    expect(stripJsonComments('{"a": "q\\\\"} // c')).toBe('{"a": "q\\\\"} ');
  });

  it('drops the CR of a CRLF with a line comment, and an unterminated block to the end', () => {
    expect(stripJsonComments('{"a":1, // c\r\n"b":2}')).toBe('{"a":1, \n"b":2}');
    expect(stripJsonComments('{"a":1} /* open')).toBe('{"a":1} ');
  });
});

describe('withoutJsonComments', () => {
  it('strips a JSON body before it is sent', () => {
    const sent = withoutJsonComments(raw('{"a":1} // c', 'json'), {});
    expect(sent.body).toEqual({ mode: 'raw', raw: '{"a":1} ', language: 'json' });
  });

  it('keeps other languages, and a body the method prunes, as written', () => {
    const text = raw('{"a":1} // c', 'text');
    expect(withoutJsonComments(text, {})).toBe(text);
    const get = raw('{"a":1} // c', 'json', 'GET');
    expect(withoutJsonComments(get, {})).toBe(get);
    expect(withoutJsonComments(get, { disableBodyPruning: true }).body).toMatchObject({ raw: '{"a":1} ' });
  });
});

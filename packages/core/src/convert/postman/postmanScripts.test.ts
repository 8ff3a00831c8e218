import { describe, expect, it } from 'vitest';
import { exportScripts, importScripts } from './postmanScripts.js';

const event = (listen: string, exec: string[], disabled?: boolean) => ({
  listen,
  script: { exec },
  ...(disabled !== undefined && { disabled }),
});

describe('Postman events of one level', () => {
  it('keeps several events of one kind as separate scripts, in order', () => {
    const scripts = importScripts([
      event('prerequest', ['const a = 1;']),
      event('test', ['first test']),
      event('prerequest', ['const a = 2;']),
      event('prerequest', ['switched off'], true),
      event('test', []),
      event('test', ['second test']),
    ]);
    expect(scripts).toEqual({
      preRequestScript: 'const a = 1;',
      postRequestScript: 'first test',
      morePreRequestScripts: ['const a = 2;'],
      morePostRequestScripts: ['second test'],
      skipped: 1,
    });
  });

  it('writes one event per script and reads them back the same', () => {
    const scripts = {
      preRequestScript: 'one',
      postRequestScript: '',
      morePreRequestScripts: ['two', 'three'],
      morePostRequestScripts: ['only test'],
    };
    const events = exportScripts(scripts);
    expect(events?.map((written) => written['listen'])).toEqual(['prerequest', 'prerequest', 'prerequest', 'test']);
    expect(importScripts(events)).toEqual({
      preRequestScript: 'one',
      postRequestScript: 'only test',
      morePreRequestScripts: ['two', 'three'],
      skipped: 0,
    });
  });

  it('leaves the extra lists out of a level with one script per kind', () => {
    expect(importScripts([event('prerequest', ['only'])])).toEqual({
      preRequestScript: 'only',
      postRequestScript: '',
      skipped: 0,
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPostmanUrl, parsePostmanUrl } from './postmanUrl.js';

describe('Postman URL parts', () => {
  it('splits a URL the way Postman stores it', () => {
    expect(parsePostmanUrl('https://user:pw@api.example.com:8443/v1/users/:id?page=2&flag#top')).toEqual({
      protocol: 'https',
      auth: { user: 'user', password: 'pw' },
      host: ['api', 'example', 'com'],
      port: '8443',
      path: ['v1', 'users', ':id'],
      query: [
        { key: 'page', value: '2' },
        { key: 'flag', value: null },
      ],
      hash: 'top',
    });
  });

  it('keeps {{variables}} whole even when they hold separators', () => {
    const parts = parsePostmanUrl('{{p://}}://{{@}}:{{###}}@{{host.name}}:{{:p}}/{{f/o/o}}?{{?}}={{&}}');
    expect(parts).toEqual({
      protocol: '{{p://}}',
      auth: { user: '{{@}}', password: '{{###}}' },
      host: ['{{host.name}}'],
      port: '{{:p}}',
      path: ['{{f/o/o}}'],
      query: [{ key: '{{?}}', value: '{{&}}' }],
    });
    expect(parsePostmanUrl('{{baseUrl}}/users')).toEqual({ host: ['{{baseUrl}}'], path: ['users'] });
  });

  it('leaves switched-off query parameters out of the URL and encodes what would break it', () => {
    expect(
      joinPostmanUrl({
        host: ['example', 'com'],
        query: [
          { key: 'b#a&r', value: null },
          { key: 'off', value: '1', disabled: true },
          { key: 'k', value: 'x={{a&b}}' },
        ],
      }),
    ).toBe('example.com?b%23a%26r&k=x={{a&b}}');
  });

  it('gives back the same text for any URL-like string', () => {
    const urlish = fc.string({ unit: fc.constantFrom(...'ab.:/?#&=@[]{}x1 '.split('')), maxLength: 40 });
    fc.assert(
      fc.property(urlish, (url) => {
        fc.pre(!url.startsWith('://')); // an empty protocol is dropped, as by Postman
        return joinPostmanUrl(parsePostmanUrl(url)) === url;
      }),
    );
  });
});

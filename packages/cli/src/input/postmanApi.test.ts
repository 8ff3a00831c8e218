import { describe, expect, it } from 'vitest';
import { remoteLocation } from './postmanApi.js';

const UID = '12345678-0f3c1a2b-4d5e-6f70-8192-a3b4c5d6e7f8';

describe('remoteLocation', () => {
  it('fetches a collection or environment UID from the Postman API with the key', () => {
    expect(remoteLocation(UID, 'collection', 'PMAK-1', false)).toEqual({
      url: `https://api.postman.com/collections/${UID}`,
      headers: { 'X-Api-Key': 'PMAK-1' },
    });
    expect(remoteLocation(UID, 'environment', 'PMAK-1', false)?.url).toBe(
      `https://api.postman.com/environments/${UID}`,
    );
  });

  it('reads a UID as a file name when such a file exists, has no key, or is globals or data', () => {
    expect(remoteLocation(UID, 'collection', 'PMAK-1', true)).toBeUndefined();
    expect(remoteLocation(UID, 'collection', undefined, false)).toBeUndefined();
    expect(remoteLocation(UID, 'data', 'PMAK-1', false)).toBeUndefined();
    expect(remoteLocation('collection.json', 'collection', 'PMAK-1', false)).toBeUndefined();
  });

  it('sends the key to the Postman API only, never to another host', () => {
    expect(remoteLocation('http://127.0.0.1:9/c.json', 'collection', 'PMAK-1', false)).toEqual({
      url: 'http://127.0.0.1:9/c.json',
      headers: {},
    });
    expect(remoteLocation('https://API.getpostman.com/collections/x', 'collection', 'PMAK-1', false)).toEqual({
      url: 'https://api.getpostman.com/collections/x',
      headers: { 'X-Api-Key': 'PMAK-1' },
    });
  });

  it("takes a Postman API URL's apikey parameter as the key and leaves it out of the URL", () => {
    expect(
      remoteLocation('https://api.postman.com/environments/e?apikey=PMAK-2&x=1', 'environment', 'PMAK-1', false),
    ).toEqual({
      url: 'https://api.postman.com/environments/e?x=1',
      headers: { 'X-Api-Key': 'PMAK-2' },
    });
  });
});

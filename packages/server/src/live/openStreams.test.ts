import { describe, expect, it } from 'vitest';
import { RateLimitedError, ServerStoppingError } from '../errors/serverErrors.js';
import { createOpenStreams } from './openStreams.js';

describe('open live streams', () => {
  it('counts one account against its limit and everyone against the instance limit, freeing a slot once', () => {
    const streams = createOpenStreams({ perAccount: 2, perInstance: 3 });
    const end = () => undefined;
    const first = streams.admit('ann', end);
    streams.admit('ann', end);
    expect(() => streams.admit('ann', end)).toThrow(RateLimitedError);
    streams.admit('bob', end);
    expect(() => streams.admit('carol', end)).toThrow(/This server holds 3 live connections/);
    first();
    // Freeing the same stream twice frees one slot, not two.
    first();
    streams.admit('ann', end);
    expect(() => streams.admit('carol', end)).toThrow(RateLimitedError);
  });

  it('ends every open stream when the server stops, and refuses the next with 503 SERVER_STOPPING', () => {
    const streams = createOpenStreams({ perAccount: 5, perInstance: 5 });
    const ended: string[] = [];
    streams.admit('ann', () => ended.push('ann 1'));
    streams.admit('ann', () => ended.push('ann 2'));
    const bobs = streams.admit('bob', () => ended.push('bob'));
    bobs();
    streams.endAll();
    expect(ended).toEqual(['ann 1', 'ann 2']);
    expect(() => streams.admit('carol', () => undefined)).toThrow(ServerStoppingError);
    expect(() => streams.admit('carol', () => undefined)).toThrow('This server is restarting; reconnect to continue');
  });
});

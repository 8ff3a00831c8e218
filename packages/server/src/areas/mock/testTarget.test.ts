import { describe, expect, it } from 'vitest';
import { testTarget } from './testTarget.js';

describe('where a Tester URL points', () => {
  it('finds the served configuration in an absolute or a root-relative URL', () => {
    expect(testTarget('http://127.0.0.1:9000/mock/abc_DEF-1/api/users/1?page=2')).toEqual({
      slug: 'abc_DEF-1',
      pathAndQuery: '/api/users/1?page=2',
    });
    expect(testTarget('/mock/abc?x=1')).toEqual({ slug: 'abc', pathAndQuery: '/?x=1' });
    expect(testTarget('/mock/abc')).toEqual({ slug: 'abc', pathAndQuery: '/' });
  });

  it('takes any other path as a path under every configuration', () => {
    expect(testTarget('users/1')).toEqual({ pathAndQuery: '/users/1' });
    expect(testTarget('https://api.example.com/v1/users')).toEqual({ pathAndQuery: '/v1/users' });
    expect(testTarget('/mockery/1')).toEqual({ pathAndQuery: '/mockery/1' });
  });
});

import { describe, expect, it } from 'vitest';
import { LIBRARY_NAMES, librariesMentionedIn } from './libraryCode.js';

describe('librariesMentionedIn', () => {
  it('names nothing for scripts that use no library', () => {
    expect(librariesMentionedIn(['pm.test("ok", () => pm.response.to.have.status(200));', ''])).toEqual([]);
  });

  it('finds libraries by module name and by legacy global, with buffer, which libraries reach for', () => {
    expect(librariesMentionedIn(["const m = require('moment');", 'CryptoJS.MD5("a");']).sort()).toEqual(
      ['buffer', 'crypto-js', 'moment'].sort(),
    );
    for (const source of ['_.map([1], String)', "_['each']([1], f)", 'const lo = _;', '(_, i) => i']) {
      expect(librariesMentionedIn([source]), source).toEqual(['lodash3', 'buffer']);
    }
    // The `_` global is lodash 3, as in Postman; require('lodash') is lodash 4, which reads `_` as it loads.
    expect(librariesMentionedIn(["const lodash = require('lodash');"])).toEqual(['lodash', 'buffer', 'lodash3']);
    expect(librariesMentionedIn(['my_var.x = snake_case;'])).toEqual([]);
  });

  it('names every library for a computed require(), whose module cannot be known in advance', () => {
    expect(librariesMentionedIn(['const name = "lodash"; require(name);']).sort()).toEqual([...LIBRARY_NAMES].sort());
    expect(librariesMentionedIn(["require('uuid')"])).not.toContain('lodash');
  });
});

import { describe, expect, it } from 'vitest';
import { namesSetByScripts } from './namesSetByScripts.js';

describe('namesSetByScripts', () => {
  it('finds names every pm scope and the legacy setters define, in any quoting', () => {
    const found = namesSetByScripts([
      `pm.variables.set('reqIndex', 1);\npm.environment.set("token", t);`,
      'pm.collectionVariables.set(`page`, 2); pm . globals . set ( "spaced" , 3 )',
      `postman.setEnvironmentVariable('legacyEnv', 1); postman.setGlobalVariable("legacyGlobal", 2);`,
      `pm.variables.set('it\\'s', 1)`,
    ]);
    expect([...found.names].sort()).toEqual(
      ["it's", 'legacyEnv', 'legacyGlobal', 'page', 'reqIndex', 'spaced', 'token'].sort(),
    );
    expect(found.computedNames).toBe(false);
  });

  it('reads no definition from a get, an unset or a mere mention', () => {
    const found = namesSetByScripts([`pm.variables.get('a'); pm.environment.unset('b'); // pm.variables.set`]);
    expect([...found.names]).toEqual([]);
    expect(found.computedNames).toBe(false);
  });

  it('says when a name is computed at run time', () => {
    const found = namesSetByScripts(['for (const key of keys) pm.variables.set(key, data[key]);']);
    expect(found.computedNames).toBe(true);
    expect(namesSetByScripts(['pm.variables.set(`id_${n}`, 1)']).computedNames).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ImportNotes } from '../importNotes.js';
import { translateScript } from '../translateScript.js';
import { assertionsScript, BRUNO_SCRIPTS } from './brunoScripts.js';

describe('Bruno scripts', () => {
  it('rewrites bru, req and res calls to pm and keeps the rest as counted comments', () => {
    const notes = new ImportNotes();
    const script = [
      'const token = res.body.token;',
      'bru.setEnvVar("token", token);',
      '  bru.sleep(500);',
      'if (res.getStatus() !== 200) bru.setNextRequest(null);',
    ].join('\n');
    expect(translateScript(script, BRUNO_SCRIPTS, notes, 'Request "Login" tests')).toBe(
      [
        'const token = pm.response.json().token;',
        'pm.environment.set("token", token);',
        '  // Not translated from Bruno: bru.sleep(500);',
        'if (pm.response.code !== 200) pm.execution.setNextRequest(null);',
      ].join('\n'),
    );
    expect(notes.unmapped).toEqual([{ what: 'script lines kept as comments', count: 1 }]);
    expect(notes.warnings).toEqual(['Request "Login" tests: 1 line(s) without a pm equivalent kept as comments']);
  });

  it('writes assert rows as pm tests, and keeps operators without a counterpart as comments', () => {
    const notes = new ImportNotes();
    const rows = [
      { name: 'res.status', value: 'neq 500', enabled: true },
      { name: 'res.headers.content-type', value: 'contains json', enabled: true },
      { name: 'res.body.items', value: 'isEmpty', enabled: true },
      { name: 'res.body.id', value: 'eq 1', enabled: false },
    ];
    expect(assertionsScript(rows, notes, 'Request "List"')).toBe(
      [
        'pm.test("res.status: neq 500", function () {\n  pm.expect(pm.response.code).to.not.eql(500);\n});',
        'pm.test("res.headers.content-type: contains json", function () {\n  pm.expect(pm.response.headers.get("content-type")).to.include("json");\n});',
        '// Not translated from Bruno: assert res.body.items: isEmpty',
      ].join('\n'),
    );
    expect(notes.unmapped).toEqual([{ what: 'assertions kept as comments', count: 1 }]);
  });
});

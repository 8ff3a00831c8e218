import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertNodeSnapshotDisabled } from './nodeSnapshot.js';

describe('assertNodeSnapshotDisabled', () => {
  it('refuses Node 20+ started with its snapshot, naming the fix', () => {
    expect(() => assertNodeSnapshotDisabled([], '', '20.20.2')).toThrow(
      expect.objectContaining({
        code: 'SCRIPT_HOST_UNSUPPORTED',
        message: expect.stringContaining('Run `node --no-node-snapshot …` or set NODE_OPTIONS=--no-node-snapshot'),
      }),
    );
  });

  it('accepts the flag on the command line or in NODE_OPTIONS, and older Node', () => {
    expect(() => assertNodeSnapshotDisabled(['--no-node-snapshot'], '', '20.20.2')).not.toThrow();
    expect(() => assertNodeSnapshotDisabled([], '--max-old-space-size=512 --no-node-snapshot', '22.1.0')).not.toThrow();
    expect(() => assertNodeSnapshotDisabled([], '', '18.20.0')).not.toThrow();
  });

  it('a real Node process without the flag gets the message, not a crash', () => {
    const host = fileURLToPath(new URL('./nodeScriptHost.ts', import.meta.url));
    const program = `import(${JSON.stringify(host)}).then((m) => m.createNodeScriptHost()).then(() => console.log('started'), (e) => console.log(e.code))`;
    const result = spawnSync(
      process.execPath,
      ['--conditions=courier-source', '--import', 'tsx', '--input-type=module', '-e', program],
      {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
        timeout: 60_000,
      },
    );
    expect(result.stdout.trim()).toBe('SCRIPT_HOST_UNSUPPORTED');
  });
});

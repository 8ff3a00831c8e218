import { ScriptError } from '../../script/errors.js';

/**
 * isolated-vm requires Node 20+ to run with `--no-node-snapshot` (its README). Without it Node's
 * startup snapshot and the isolates' shared read-only heap disagree, and V8 can crash the whole
 * process with SIGSEGV (laverdet/isolated-vm#420, #424) — not an exception anyone can catch. On
 * Node 20.20 a simple isolate happens to work, but "usually works" is not a property to ship, so
 * the host refuses to start with one clear message instead.
 */
export function assertNodeSnapshotDisabled(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
  nodeVersion: string = process.versions.node,
): void {
  const major = Number(nodeVersion.split('.')[0]);
  if (major < 20) return;
  const flags = [...execArgv, ...nodeOptions.split(/\s+/)];
  if (flags.includes('--no-node-snapshot')) return;
  throw new ScriptError(
    'SCRIPT_HOST_UNSUPPORTED',
    `Scripts need Node started with --no-node-snapshot (Node ${nodeVersion}; isolated-vm crashes without it). ` +
      'Run `node --no-node-snapshot …` or set NODE_OPTIONS=--no-node-snapshot.',
  );
}

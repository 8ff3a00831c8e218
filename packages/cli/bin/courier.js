#!/usr/bin/env -S node --no-node-snapshot --liftoff-only
// The `courier` bin. isolated-vm needs Node started without its startup snapshot, so the
// shebang asks for --no-node-snapshot (env -S, Linux and macOS). --liftoff-only keeps V8 from
// recompiling undici's HTTP parser (WebAssembly) with its optimising compiler in the background:
// Node waits for that work before it exits, 100 ms and more of a short run, for a
// parser that is a small part of each request's time. When Node was started some
// other way (`node bin/courier.js`, Windows shims) or there is no built dist/ (a workspace
// checkout), it starts Node again with the flags it needs, which costs one more Node start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const source = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const snapshotOff =
  process.execArgv.includes('--no-node-snapshot') || (process.env.NODE_OPTIONS ?? '').includes('--no-node-snapshot');
const built = existsSync(dist);

if (snapshotOff && built) {
  // Node keeps V8's compiled code of dist/ between runs, which spares most of the parsing
  // of every start.
  module.enableCompileCache();
  await import(pathToFileURL(dist).href);
} else {
  const entry = built ? [dist] : ['--conditions=courier-source', '--import', import.meta.resolve('tsx'), source];
  const child = spawn(process.execPath, ['--no-node-snapshot', '--liftoff-only', ...entry, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  // Passed on to the child, which stops the run gracefully (it knows a Ctrl-C that reaches it
  // twice, from the terminal and from here, for one).
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    // Ended by a signal: end this process by the same one, as a shell expects.
    process.off(signal, forward);
    process.kill(process.pid, signal);
  });
}

#!/usr/bin/env -S node --no-node-snapshot --liftoff-only --min-semi-space-size=16 --max-semi-space-size=16 --heap-growing-percent=20
// The `courier` bin. isolated-vm needs Node started without its startup snapshot, so the
// shebang asks for --no-node-snapshot (env -S, Linux and macOS). --liftoff-only keeps V8 from
// recompiling undici's HTTP parser (WebAssembly) with its optimising compiler in the background:
// Node waits for that work before it exits, 100 ms and more of a short run, for a
// parser that is a small part of each request's time. A young generation of 16 MB from the start
// holds a short run's 13 MB without a collection, where the small default collects some eight
// times on the way (15 ms and more); kept at 16 MB and with the old generation grown by 20 % at a
// time, a long run's memory stays flat instead of climbing while V8 doubles both (100,000
// requests: 141 MB from the first quarter to the end, against 147 → 183 MB).
// When Node was started some other way (`node bin/courier.js`, Windows shims) or there is no
// built dist/ (a workspace checkout), it starts Node again with the flags it needs, which costs
// one more Node start. An older Node than 24 hands the run to the Node 24 that `npm install` put
// beside the package (docs/decisions/0033-node-24-comes-with-the-install.md) the same way.

// Before anything an older Node lacks (the compile cache): the Node that runs the CLI, or one line
// saying which Node it needs, not a stack.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const node = nodeMajor < 24 ? await node24Beside() : process.execPath;
if (node === undefined) {
  process.stderr.write(
    `error: courier needs Node.js 24 or later; this is Node.js ${process.versions.node} (${process.execPath})\n`,
  );
  process.exit(1);
}

// Node's built-ins are taken with getBuiltinModule, not `import`: importing one as an ES module
// reads every export, which loads what its lazy exports stand for (fs: fs/promises and readline).
const { existsSync } = process.getBuiltinModule('node:fs');
const module = process.getBuiltinModule('node:module');
const { fileURLToPath, pathToFileURL } = process.getBuiltinModule('node:url');

/** The shebang's flags, for a Node started again. */
const NODE_FLAGS = [
  '--no-node-snapshot',
  '--liftoff-only',
  '--min-semi-space-size=16',
  '--max-semi-space-size=16',
  '--heap-growing-percent=20',
];
const dist = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const source = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const snapshotOff =
  process.execArgv.includes('--no-node-snapshot') || (process.env.NODE_OPTIONS ?? '').includes('--no-node-snapshot');
const built = existsSync(dist);

if (node === process.execPath && snapshotOff && built) {
  // Node keeps V8's compiled code of dist/ between runs, which spares most of the parsing
  // of every start.
  module.enableCompileCache();
  await import(pathToFileURL(dist).href);
} else {
  // Only here: child_process brings net and the streams with it, some 10 ms of every start.
  const { spawn } = process.getBuiltinModule('node:child_process');
  const entry = built ? [dist] : ['--conditions=courier-source', '--import', import.meta.resolve('tsx'), source];
  const child = spawn(node, [...NODE_FLAGS, ...entry, ...process.argv.slice(2)], {
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

/**
 * The Node 24 that npm links as `node_modules/.bin/node` when it installs the package under an
 * older Node, found as npm's own scripts find it: the first one from the package's folder up. Not
 * this Node itself, which would only start itself again, nor any for a Node without
 * getBuiltinModule (before 20.16), which the rest of the bin needs to start it.
 */
async function node24Beside() {
  if (typeof process.getBuiltinModule !== 'function') return undefined;
  const { existsSync, realpathSync } = await import('node:fs');
  const { dirname, join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  for (let dir = fileURLToPath(new URL('..', import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '.bin', 'node');
    if (existsSync(candidate) && realpathSync(candidate) !== process.execPath) return candidate;
  }
  return undefined;
}

// The bin's entry: run, then let Node exit by itself so stdout is flushed before it does.
import { startSandboxEarly } from './sandbox/earlySandbox.js';

// Before the rest of the CLI loads, so that loading overlaps the sandbox's start (earlySandbox.ts).
// Awaited: the program's modules would otherwise load first, and the isolate start after them.
if (process.argv[2] === 'run') await startSandboxEarly();
const { runCli } = await import('./index.js');
process.exitCode = await runCli(process.argv.slice(2));

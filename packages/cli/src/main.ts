// The bin's entry: run, then let Node exit by itself so stdout is flushed before it does.
import { runCli } from './index.js';

process.exitCode = await runCli(process.argv.slice(2));

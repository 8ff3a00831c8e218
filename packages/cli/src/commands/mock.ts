// `courier mock <file> --port N`: serves a collection's saved examples, an OpenAPI 3 document or
// a courier-mock configuration (JSON or YAML) over HTTP, with a line per request on stdout, so a pipeline can
// start it and run a collection against it. It runs until interrupted (Ctrl-C, SIGTERM).
import type { Command } from 'commander';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exitCodes.js';
import type { CliIo } from '../io.js';

interface MockFlags {
  port: string;
  host: string;
}

export function registerMock(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('mock')
    .description("Serve a collection's saved examples, an OpenAPI 3 document or a courier-mock file over HTTP")
    .argument('<file>', 'a collection, an OpenAPI 3 document or a courier-mock file, in JSON or YAML')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', '9000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (file: string, flags: MockFlags) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new CliError('USAGE', `--port must be a whole number from 0 to 65535, got "${flags.port}"`);
      }
      const { serveMock } = await import('../lazy/mockServer.js');
      await serveMock(file, flags.host, port, io);
      setExitCode(EXIT.passed);
    });
}

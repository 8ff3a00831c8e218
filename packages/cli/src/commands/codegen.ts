import type { Command } from 'commander';
import { effectiveAuth, lookupFromScopes, resolveRequest } from '@courier/core';
import type { ExitCode } from '../exitCodes.js';
import { EXIT } from '../exitCodes.js';
import { findRequest } from '../input/findRequest.js';
import { loadCollection } from '../input/loadCollection.js';
import { loadVariables } from '../input/loadVariables.js';
import type { CliIo } from '../io.js';

interface CodegenFlags {
  request?: string;
  lang?: string;
  environment?: string;
  list?: boolean;
}

/** `courier codegen <collection> --request <name> --lang <language>` over core's generateCode. */
export function registerCodegen(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('codegen')
    .description('Print a request of a collection as code')
    .argument('[collection]', 'path to the collection file')
    .option('--request <name>', 'the request: its name, id or "Folder / Name" path')
    .option('--lang <language>', 'target language, e.g. curl, python, javascript (see --list)')
    .option('-e, --environment <path>', 'resolve {{variables}} with this environment too')
    .option('--list', 'list the languages')
    .action(async (file: string | undefined, flags: CodegenFlags, command: Command) => {
      const { generateCode, listCodegenTargets } = await import('../lazy/codegen.js');
      if (flags.list) {
        for (const target of listCodegenTargets()) io.out.write(`${target.id}\t${target.title}\n`);
        return setExitCode(EXIT.passed);
      }
      if (!file || !flags.request || !flags.lang)
        command.error('error: codegen needs <collection>, --request and --lang');
      const { collection } = await loadCollection(file);
      const { request, folders } = findRequest(collection, flags.request);
      const environment = flags.environment ? (await loadVariables(flags.environment, 'environment')).variables : [];
      const scopes = {
        globals: [],
        environment,
        collectionVariables: collection.variables,
        local: [],
        iterationData: {},
      };
      // Placeholders with no value stay as written; dynamic ones ({{$guid}}) too, since a snippet
      // showing one random value would suggest that value is what gets sent.
      const resolved = resolveRequest(
        { ...request, auth: effectiveAuth({ request, folders, collection }) },
        lookupFromScopes(scopes),
        { dynamic: false },
      );
      // Bodies of every method, as `courier convert` keeps them and `courier run` sends them.
      io.out.write(`${generateCode(resolved, flags.lang, { everyMethodBody: true })}\n`);
      setExitCode(EXIT.passed);
    });
}

/**
 * The files of other API tools Courier reads besides Postman's: each format's importer lives in
 * its own folder with its detection; this is where they are listed once for `importFile`.
 */
import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import { parse as parseYaml } from 'yaml';
import { importBrunoExport, isBrunoExport } from './bruno/importBruno.js';
import { ImportError } from './errors.js';
import { importHar, isHar } from './har/importHar.js';
import {
  importHoppscotchCollections,
  importHoppscotchEnvironments,
  isHoppscotchCollections,
  isHoppscotchEnvironments,
} from './hoppscotch/importHoppscotch.js';
import type { ImportNotes } from './importNotes.js';
import { isInsomniaExport, looksLikeInsomniaYaml } from './insomnia/detectInsomnia.js';
import { importInsomnia } from './insomnia/importInsomnia.js';
import { messageOf } from '../errors.js';

export interface OtherToolImport {
  collections: Collection[];
  environments: Environment[];
  notes: ImportNotes;
}

const IMPORTERS = {
  insomnia: { detect: isInsomniaExport, convert: importInsomnia },
  bruno: { detect: isBrunoExport, convert: importBrunoExport },
  'hoppscotch-collections': { detect: isHoppscotchCollections, convert: importHoppscotchCollections },
  'hoppscotch-environments': { detect: isHoppscotchEnvironments, convert: importHoppscotchEnvironments },
  har: { detect: isHar, convert: importHar },
} as const;

export type OtherToolFormat = keyof typeof IMPORTERS;

/** The other tool whose file this is, by its content; undefined when it is none of them. */
export function detectOtherTool(file: unknown): OtherToolFormat | undefined {
  return (Object.keys(IMPORTERS) as OtherToolFormat[]).find((format) => IMPORTERS[format].detect(file));
}

export function importOtherTool(format: OtherToolFormat, file: unknown): OtherToolImport {
  return IMPORTERS[format].convert(file);
}

/** Insomnia writes YAML as well as JSON: its YAML, parsed; undefined for any other text. */
export function parseOtherToolText(text: string): unknown {
  if (!looksLikeInsomniaYaml(text)) return undefined;
  try {
    return parseYaml(text, { maxAliasCount: 100 }) as unknown;
  } catch (error) {
    throw new ImportError('IMPORT_FAILED', `Insomnia export: the YAML is not valid (${messageOf(error)})`, {
      cause: error,
    });
  }
}

/** The converted file as `importFile` returns it, before its summary is counted. */
export function importOtherToolFile(format: OtherToolFormat, file: unknown) {
  const { collections, environments, notes } = importOtherTool(format, file);
  return { kind: format, collections, environments, globals: [], warnings: notes.warnings, unmapped: notes.unmapped };
}

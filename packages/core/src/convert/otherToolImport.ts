/**
 * The files of other API tools Courier reads besides Postman's: each format's importer lives in
 * its own folder; this is where they are listed once, as rows of importAny's table. Their
 * detection is detectFormat's, beside every other format's; their YAML (Insomnia's) is read by
 * parseImportText like any other import file.
 */
import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import { importBrunoExport } from './bruno/importBruno.js';
import type { OtherToolFormat } from './detectFormat.js';
import { importHar } from './har/importHar.js';
import { importHoppscotchCollections, importHoppscotchEnvironments } from './hoppscotch/importHoppscotch.js';
import type { ImportNotes } from './importNotes.js';
import type { Importers } from './importText.js';
import { importInsomnia } from './insomnia/importInsomnia.js';

export type { OtherToolFormat } from './detectFormat.js';

export interface OtherToolImport {
  collections: Collection[];
  environments: Environment[];
  notes: ImportNotes;
}

const CONVERTERS: Record<OtherToolFormat, (file: unknown) => OtherToolImport> = {
  insomnia: importInsomnia,
  bruno: importBrunoExport,
  'hoppscotch-collections': importHoppscotchCollections,
  'hoppscotch-environments': importHoppscotchEnvironments,
  har: importHar,
};

/** The converted file as an import entry point returns it, before its summary is counted. */
function importOtherToolFile(format: OtherToolFormat, file: unknown) {
  const { collections, environments, notes } = CONVERTERS[format](file);
  return { kind: format, collections, environments, globals: [], warnings: notes.warnings, unmapped: notes.unmapped };
}

/** One importer per other tool's format, for importAny's table. */
export const OTHER_TOOL_IMPORTERS = Object.fromEntries(
  (Object.keys(CONVERTERS) as OtherToolFormat[]).map((format) => [
    format,
    (file: unknown) => importOtherToolFile(format, file),
  ]),
) as Importers;

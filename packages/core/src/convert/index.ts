// Import and export: native files, Postman collections, environments and globals; Insomnia,
// Bruno, Hoppscotch and HAR files in.
export { detectFormat, type FileFormat } from './detectFormat.js';
export { ExportError, ImportError, NO_FILE_MESSAGE, type ExportErrorCode, type ImportErrorCode } from './errors.js';
export { exportFileName } from './exportFileName.js';
export { leftOutNotice } from './exportResult.js';
export type { ExportedFile, ExportResult, ExportSummary } from './exportResult.js';
export { importFile } from './importFile.js';
export type { ImportOptions, ImportResult } from './importText.js';
export { importFolder, isImportableFolder, type FolderFile } from './importFolder.js';
// A repository's Postman 3.0.0 folders, opened by the workbench: read file by file, written back in place.
export { importPostmanV3Folder } from './postmanV3/importPostmanV3Folder.js';
export type { V3FileParser } from './postmanV3/readV3Folder.js';
export type { V3StemOnDisk } from './postmanV3/v3ExistingStems.js';
export { parseV3File } from './postmanV3/parseV3File.js';
export { rewriteV3Files } from './postmanV3/rewriteV3Files.js';
export { isKeptFile } from './postmanV3/v3Kinds.js';
export { localEnvironmentPath, readV3Environment, writeV3Environment } from './postmanV3/v3Environment.js';
export { writeV3Folder } from './postmanV3/writeV3Folder.js';
export { existingV3Stems } from './postmanV3/v3ExistingStems.js';
export { ENVIRONMENT_FILE } from './postmanV3/v3Layout.js';
export { IMPORT_FORMAT_NAMES, importedParts, importSummaryLines, plural } from './importSummary.js';
export { unmappedNotice, type UnmappedCount } from './importNotes.js';
export { MAX_FOLDER_DEPTH, MAX_JSON_DEPTH } from './limits.js';
export { exportNative, importNative, NATIVE_FILE_PREFIX, type ExportOptions, type NativeData } from './native.js';
export { exportPostman, type PostmanExportOptions } from './postman/exportPostman.js';
export { POSTMAN_COLLECTION_SCHEMA } from './postman/exportPostmanCollection.js';
export { importPostmanCollection, type PostmanCollectionImport } from './postman/importPostmanCollection.js';
export {
  exportPostmanEnvironment,
  exportPostmanGlobals,
  importPostmanEnvironment,
  importPostmanGlobals,
  type PostmanVariableScope,
  type VariablesFileOptions,
} from './postman/postmanEnvironment.js';
export { joinPostmanUrl, parsePostmanUrl, type PostmanUrlParts } from './postman/postmanUrl.js';
export {
  defaultExampleName,
  editExample,
  exampleName,
  exampleOf,
  readExample,
  type ExampleEdit,
  type ExampleRequest,
  type SavedExample,
} from './postman/savedExample.js';
export {
  importOpenApi,
  operationKey,
  type FolderBy,
  type OpenApiImport,
  type OpenApiImportOptions,
} from './openapi/importOpenApi.js';
export { syncOpenApi, type OpenApiChange, type OpenApiSync, type OpenApiSyncOptions } from './openapi/syncOpenApi.js';
export type { MergeConflict, Resolution } from './openapi/threeWayMerge.js';

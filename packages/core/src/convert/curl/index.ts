// cURL import: pasted commands, bash and Windows cmd flavours.
export { importCurl } from './importCurl.js';
export type { CurlImport } from './importCurl.js';
export { CURL_COMMAND_REQUIRED_MESSAGE, CurlImportError } from './errors.js';
export type { CurlImportErrorCode } from './errors.js';
export { tokenizeCommand } from './tokenizeCommand.js';

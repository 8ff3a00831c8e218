// cURL import: pasted commands, bash and Windows cmd flavours.
export { importCurl } from './importCurl.js';
export { CurlImportError } from './errors.js';

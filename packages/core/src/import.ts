// `@courier/core/import`: every import format, OpenAPI included, and keeping a collection in step
// with its OpenAPI document. A subpath of its own because the OpenAPI parser and sampler weigh too
// much for the app's first load and `courier run`'s start; both load it when an import begins.
export { importAny } from './convert/importAny.js';
export { parseImportText } from './convert/parseImportText.js';
export { syncOpenApi } from './convert/openapi/syncOpenApi.js';
export { importOpenApi } from './convert/openapi/importOpenApi.js';
export { writeV3Folder } from './convert/postmanV3/writeV3Folder.js';
export { rewriteV3Files } from './convert/postmanV3/rewriteV3Files.js';
export { carryV3Files, v3SourceStems } from './convert/postmanV3/carryV3Files.js';
export { localEnvironmentPath, withLocalSecrets } from './convert/postmanV3/v3Environment.js';

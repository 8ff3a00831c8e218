// Collection and environment files as Newman takes them besides Postman's v2 exports: the
// Postman API's answers (`{"collection": …}`, `{"environment": …}`, and `{"globals": …}` as Newman
// unwraps it too) and v1 collections.

type JsonObject = Record<string, unknown>;

const WRAPPERS = ['collection', 'environment', 'globals'];

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A v1 collection: requests listed flat beside their order, no `info`. */
function isV1Collection(value: JsonObject): boolean {
  return !('info' in value) && Array.isArray(value['requests']) && typeof value['name'] === 'string';
}

async function v1ToV21(collection: JsonObject): Promise<unknown> {
  // Loaded only for a v1 file: most runs never need the converter.
  const { default: transformer } = await import('postman-collection-transformer');
  return new Promise((resolve, reject) =>
    transformer.convert(
      collection,
      { inputVersion: '1.0.0', outputVersion: '2.1.0', retainIds: true },
      (error, converted) => (error ? reject(error) : resolve(converted)),
    ),
  );
}

/**
 * The file's text in a shape the importers read: the Postman API's wrapper taken off, a v1
 * collection converted to v2.1 as Newman converts it. Any other text is returned as it is, for
 * the importers to accept or to refuse with their message.
 */
export async function asImportableText(text: string): Promise<string> {
  // Only a JSON object can be either; a quick look spares parsing large files twice.
  if (!/^\s*\{/.test(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the importers say what is wrong with it.
    return text;
  }
  if (!isObject(parsed)) return text;
  const keys = Object.keys(parsed);
  const wrapped = keys.length === 1 && WRAPPERS.includes(keys[0] as string);
  const inner = wrapped ? parsed[keys[0] as string] : parsed;
  if (!isObject(inner)) return text;
  if (isV1Collection(inner)) return JSON.stringify(await v1ToV21(inner));
  return wrapped ? JSON.stringify(inner) : text;
}

// A Postman v2.1 collection as the Postman collection SDK serialises it (`toJSON()` of its
// Collection, ItemGroup and Item): the shape Newman's JSON report holds under `collection`,
// `run.executions[].item` and `run.failures[].source`/`parent`. Tools that read Newman's report walk
// these objects (`source.request.url`), so the report gives them the same keys and types: every
// description an object `{content, type}`, every URL its parts, every list present even when empty,
// an id on every item, script and saved response, and `_` for the file's `_postman_*` keys.
import { parsePostmanUrl, readUrlParts, type PostmanUrlParts } from '../convert/postman/postmanUrl.js';
import { isRecord, listOf, recordsOf, type JsonRecord } from '../convert/untrusted.js';
import { createId } from '../model/id.js';

type Json = Record<string, unknown>;

/** The SDK's variable types; any other type a file gives becomes `any`. */
const VARIABLE_TYPES = new Set(['string', 'boolean', 'number', 'json', 'any', 'secret']);

/** Keys whose value is undefined are left out, as the SDK's `toJSON` leaves them out. */
function defined(entries: Json): Json {
  const result: Json = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) result[key] = value;
  return result;
}

function description(value: unknown): Json | undefined {
  if (typeof value === 'string') return { content: value, type: 'text/plain' };
  if (isRecord(value)) return { content: value['content'], type: value['type'] ?? 'text/plain' };
  return undefined;
}

/** `_postman_id` and the other `_`-prefixed keys go under `_`, without their first underscore. */
function meta(source: JsonRecord): Json | undefined {
  const entries = Object.entries(source).filter(([key]) => key.startsWith('_') && key.length > 1);
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key.slice(1), value])) : undefined;
}

/** What every SDK property has: meta, id (made up where the SDK makes one up), name, disabled, description. */
function property(source: JsonRecord, requiresId: boolean): Json {
  const underscore = meta(source);
  const id = source['id'] ?? underscore?.['postman_id'] ?? (requiresId ? createId() : undefined);
  return defined({
    _: underscore,
    id,
    name: typeof source['name'] === 'string' && source['name'] !== '' ? source['name'] : undefined,
    disabled: 'disabled' in source ? Boolean(source['disabled']) : undefined,
    description: 'description' in source ? description(source['description']) : undefined,
  });
}

/** A URL as its parts, lists present even when empty (postman-collection's `Url`). */
export function sdkUrl(definition: unknown): Json {
  const parts: PostmanUrlParts = isRecord(definition)
    ? typeof definition['raw'] === 'string' && definition['host'] === undefined
      ? parsePostmanUrl(definition['raw'])
      : readUrlParts(definition)
    : parsePostmanUrl(typeof definition === 'string' ? definition : '');
  const { query, path, host, ...rest } = parts;
  const variables = isRecord(definition) ? recordsOf(definition['variable']) : [];
  return {
    ...rest,
    path: path ?? [],
    host: host ?? [],
    // The SDK keeps `disabled` only when it is set; the file reader gives it on every parameter.
    query: (query ?? []).map(({ disabled, ...param }) =>
      defined({ ...param, disabled: disabled === true || undefined }),
    ),
    variable: variables.map(variable),
  };
}

function variable(source: JsonRecord): Json {
  const type = typeof source['type'] === 'string' && VARIABLE_TYPES.has(source['type']) ? source['type'] : 'any';
  const { _, id, name, disabled, description: text } = property(source, false);
  return defined({ _, id, name, type, value: source['value'], key: source['key'], disabled, description: text });
}

function header(source: JsonRecord): Json {
  return defined({
    ...property(source, false),
    key: typeof source['key'] === 'string' ? source['key'] : '',
    value: source['value'] ?? '',
    system: typeof source['system'] === 'boolean' ? source['system'] : undefined,
  });
}

const sdkHeaders = (headers: unknown): Json[] => recordsOf(headers).map(header);

function formParam(source: JsonRecord): Json {
  const param = defined({
    ...property(source, false),
    key: source['key'] ?? '',
    value: source['value'] ?? '',
    type: source['type'],
    src: source['src'],
    contentType: source['contentType'],
    fileName: source['fileName'],
  });
  // The SDK leaves out a file parameter's value that is not text: it stands for the file's stream.
  if (param['type'] === 'file' && (typeof param['value'] !== 'string' || param['value'] === '')) delete param['value'];
  return param;
}

export function sdkBody(source: JsonRecord): Json {
  return defined({
    mode: source['mode'],
    raw: source['raw'],
    urlencoded: Array.isArray(source['urlencoded']) ? recordsOf(source['urlencoded']).map(header) : undefined,
    formdata: Array.isArray(source['formdata']) ? recordsOf(source['formdata']).map(formParam) : undefined,
    file: source['file'],
    graphql: source['graphql'],
    options: source['options'],
    disabled: source['disabled'],
  });
}

/** Auth parameters as a list of variables, whether the file wrote them as a list or an object (v2.0). */
function auth(source: JsonRecord): Json {
  const type = source['type'];
  const result: Json = { type };
  if (typeof type !== 'string') return result;
  const parameters = source[type];
  result[type] = Array.isArray(parameters)
    ? recordsOf(parameters).map(variable)
    : Object.entries(isRecord(parameters) ? parameters : {}).map(([key, value]) => ({ type: 'any', value, key }));
  return result;
}

/** A request as the SDK's `Request` holds it: url and method always, header when there is one. */
export function sdkRequest(definition: unknown): Json {
  const source: JsonRecord = isRecord(definition) ? definition : { url: definition };
  const header = sdkHeaders(source['header']);
  return defined({
    ...property(source, false),
    url: sdkUrl(source['url']),
    header: header.length > 0 ? header : undefined,
    method: typeof source['method'] === 'string' ? source['method'].toUpperCase() : 'GET',
    body: isRecord(source['body']) ? sdkBody(source['body']) : undefined,
    auth: isRecord(source['auth']) ? auth(source['auth']) : undefined,
  });
}

function savedResponse(source: JsonRecord): Json {
  return defined({
    ...property(source, true),
    originalRequest: source['originalRequest'] ? sdkRequest(source['originalRequest']) : undefined,
    status: source['status'],
    code: source['code'],
    header: sdkHeaders(source['header']),
    body: source['body'],
    cookie: listOf(source['cookie']),
    responseTime: source['responseTime'],
  });
}

function event(source: JsonRecord): Json {
  const script = source['script'];
  const definition: JsonRecord = isRecord(script) ? script : { exec: script };
  const exec = definition['exec'];
  return defined({
    ...property(source, false),
    listen: source['listen'],
    script: defined({
      ...property(definition, true),
      type: definition['type'] ?? 'text/javascript',
      exec: typeof exec === 'string' ? exec.split(/\r?\n/) : Array.isArray(exec) ? exec : undefined,
      src: definition['src'],
    }),
  });
}

export interface SdkItem {
  readonly json: Json;
  /** The folder or collection that holds the item, as the SDK serialises it. */
  readonly parent: Json;
  /** The events of the item and of every level above it, in the order they run. */
  readonly events: readonly Json[];
  /** The auth the request is sent with: its own, else the innermost folder's or the collection's. */
  readonly auth?: Json;
}

/** The SDK shape of a collection and of each request item in it, by item id. */
export interface SdkCollection {
  readonly json: Json;
  readonly items: ReadonlyMap<string, SdkItem>;
}

/**
 * The SDK's `toJSON()` of a Postman v2.1 collection (as `postmanCollectionOf` writes it), with its
 * request items indexed by id so each execution and failure can point at its own.
 */
export function sdkCollection(collection: JsonRecord): SdkCollection {
  const items = new Map<string, SdkItem>();
  const group = (source: JsonRecord, above: readonly Json[], inherited: Json | undefined): Json => {
    const events = recordsOf(source['event']).map(event);
    const chain = [...above, ...events];
    const own = isRecord(source['auth']) ? auth(source['auth']) : undefined;
    const children = recordsOf(source['item']).map((child) =>
      Array.isArray(child['item'])
        ? group(child, chain, own ?? inherited)
        : requestItem(child, chain, own ?? inherited),
    );
    const json = defined({
      ...property(source, true),
      item: children,
      auth: own,
      event: events,
      variable: Array.isArray(source['variable']) ? recordsOf(source['variable']).map(variable) : undefined,
      protocolProfileBehavior: isRecord(source['protocolProfileBehavior'])
        ? source['protocolProfileBehavior']
        : undefined,
    });
    for (const child of children) {
      const found = typeof child['id'] === 'string' ? items.get(child['id']) : undefined;
      if (found && found.json === child) items.set(child['id'] as string, { ...found, parent: json });
    }
    return json;
  };
  const requestItem = (source: JsonRecord, above: readonly Json[], inherited: Json | undefined): Json => {
    const json = defined({
      ...property(source, true),
      request: sdkRequest(source['request']),
      response: recordsOf(source['response']).map(savedResponse),
      event: recordsOf(source['event']).map(event),
      protocolProfileBehavior: isRecord(source['protocolProfileBehavior'])
        ? source['protocolProfileBehavior']
        : undefined,
    });
    const events = [...above, ...(json['event'] as Json[])];
    const request = json['request'] as Json;
    const sentAuth = (request['auth'] as Json | undefined) ?? inherited;
    items.set(json['id'] as string, { json, parent: {}, events, ...(sentAuth && { auth: sentAuth }) });
    return json;
  };
  const info = isRecord(collection['info']) ? collection['info'] : {};
  const root = group({ ...collection, ...info, variable: collection['variable'] ?? [] }, [], undefined);
  // The SDK's Collection moves its identity into `info`, keeping `_` at the top.
  const { id, name, description: text, ...rest } = root;
  const json = {
    ...rest,
    info: defined({ _postman_id: id, name, schema: info['schema'], description: text }),
  };
  for (const [key, item] of items) if (item.parent === root) items.set(key, { ...item, parent: json });
  return { json, items };
}

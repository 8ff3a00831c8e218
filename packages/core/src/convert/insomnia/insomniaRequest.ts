/**
 * One Insomnia request → a saved request. v4 resources and v5 collection items name a request's
 * fields alike (url, method, headers, parameters, body, authentication); only scripts differ.
 */
import type { Body } from '../../model/body.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import { MethodSchema } from '../../model/method.js';
import type { SavedRequest } from '../../model/request.js';
import { malformed, withQuery } from '../foreignCollection.js';
import type { ImportNotes } from '../importNotes.js';
import { translateScript, type ScriptDialect } from '../translateScript.js';
import { isRecord, looseText, recordsOf, textOf, type JsonRecord } from '../untrusted.js';
import { insomniaAuth } from './insomniaAuth.js';
import { translateTemplates } from './insomniaTemplates.js';

export const INSOMNIA = 'Insomnia export';

/** Insomnia's script API is Postman's under another name; what it adds has no pm equivalent. */
const INSOMNIA_SCRIPTS: ScriptDialect = {
  tool: 'Insomnia',
  rules: [
    [/\binsomnia\.baseEnvironment\./g, 'pm.collectionVariables.'],
    [
      /\binsomnia\.(environment|collectionVariables|variables|globals|iterationData|test|expect|response|request|info|sendRequest|execution|cookies|require)\b/g,
      'pm.$1',
    ],
  ],
  untranslated: /\binsomnia\./,
};

/** Reads text fields, rewriting Insomnia's templates; `where` names the request or folder. */
export function templateReader(notes: ImportNotes, where: string) {
  return (value: unknown, field: string): string => translateTemplates(looseText(value), notes, `${where} ${field}`);
}

function keyValues(rows: unknown, text: (value: unknown, field: string) => string, field: string): KeyValue[] {
  return recordsOf(rows)
    .filter((row) => looseText(row['name']) !== '')
    .map((row) => ({
      key: text(row['name'], field),
      value: text(row['value'], field),
      enabled: row['disabled'] !== true,
      ...(typeof row['description'] === 'string' && row['description'] !== '' && { description: row['description'] }),
    }));
}

function rawLanguage(mimeType: string): 'json' | 'xml' | 'html' | 'text' {
  if (/json/.test(mimeType)) return 'json';
  if (/xml/.test(mimeType)) return 'xml';
  if (/html/.test(mimeType)) return 'html';
  return 'text';
}

function body(value: unknown, text: (value: unknown, field: string) => string): Body {
  if (!isRecord(value)) return { mode: 'none' };
  const mimeType = looseText(value['mimeType']);
  const params = recordsOf(value['params']);
  if (mimeType === 'application/x-www-form-urlencoded') {
    return { mode: 'urlencoded', urlencoded: keyValues(params, text, 'body') };
  }
  if (mimeType === 'multipart/form-data') {
    return {
      mode: 'formdata',
      formdata: params.map((row) =>
        row['type'] === 'file'
          ? {
              key: text(row['name'], 'body'),
              type: 'file',
              src: row['fileName'] ? [looseText(row['fileName'])] : [],
              enabled: row['disabled'] !== true,
            }
          : {
              key: text(row['name'], 'body'),
              type: 'text',
              value: text(row['value'], 'body'),
              enabled: row['disabled'] !== true,
            },
      ),
    };
  }
  if (mimeType === 'application/graphql') {
    // Insomnia stores a GraphQL body as the JSON it sends: { query, variables }.
    let parsed: unknown;
    try {
      parsed = JSON.parse(textOf(value['text'], '{}'));
    } catch {
      parsed = { query: value['text'] };
    }
    const graphql = isRecord(parsed) ? parsed : {};
    const variables = graphql['variables'];
    return {
      mode: 'graphql',
      query: text(graphql['query'], 'body'),
      variables:
        variables === undefined ? '' : typeof variables === 'string' ? variables : JSON.stringify(variables, null, 2),
    };
  }
  if (typeof value['fileName'] === 'string' && value['text'] === undefined) {
    return { mode: 'file', src: value['fileName'], ...(mimeType !== '' && { contentType: mimeType }) };
  }
  if (value['text'] === undefined) return { mode: 'none' };
  return { mode: 'raw', raw: text(value['text'], 'body'), language: rawLanguage(mimeType) };
}

/** `scripts` are the request's pre-request and after-response script texts, as the file's version names them. */
export function insomniaRequest(
  item: JsonRecord,
  scripts: { pre: unknown; post: unknown },
  notes: ImportNotes,
  createdAt: string,
): SavedRequest {
  const name = looseText(item['name']) || 'Untitled request';
  const where = `Request "${name}"`;
  const text = templateReader(notes, where);
  const method = MethodSchema.safeParse(textOf(item['method'], 'GET').toUpperCase());
  if (!method.success)
    throw malformed(INSOMNIA, `request "${name}" method`, `'${looseText(item['method'])}' is not an HTTP method`);
  const description = looseText(item['description']);
  return {
    type: 'request',
    id: createId(),
    name,
    ...(description !== '' && { description }),
    method: method.data,
    ...withQuery(text(item['url'], 'URL'), keyValues(item['parameters'], text, 'query')),
    headers: keyValues(item['headers'], text, 'headers'),
    pathVariables: keyValues(item['pathParameters'], text, 'path variables'),
    body: body(item['body'], text),
    auth: insomniaAuth(item['authentication'], text, notes, where),
    ...insomniaScripts(scripts, notes, where),
    createdAt,
  };
}

/** Insomnia's folder and collection scripts, translated the same way as a request's. */
export function insomniaScripts(scripts: { pre: unknown; post: unknown }, notes: ImportNotes, where: string) {
  return {
    preRequestScript: translateScript(looseText(scripts.pre), INSOMNIA_SCRIPTS, notes, `${where} pre-request script`),
    postRequestScript: translateScript(
      looseText(scripts.post),
      INSOMNIA_SCRIPTS,
      notes,
      `${where} after-response script`,
    ),
  };
}

/**
 * One Bruno request, in the shape of Bruno's JSON export (the `.bru` reader produces the same
 * shape), → a saved request. Request variables and assertions have no field of their own in the
 * model: they become script lines, which is what Bruno runs them as.
 */
import type { Auth } from '../../model/auth.js';
import type { Body, FormPart } from '../../model/body.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import { MethodSchema } from '../../model/method.js';
import type { SavedRequest } from '../../model/request.js';
import { apiKeyAuth, basicAuth, bearerAuth, oauth2Auth, unsupportedAuth } from '../foreignAuth.js';
import { joinScripts, malformed } from '../foreignCollection.js';
import type { ImportNotes } from '../importNotes.js';
import { translateScript } from '../translateScript.js';
import { isRecord, looseText, recordsOf, textOf, type JsonRecord } from '../untrusted.js';
import { assertionsScript, BRUNO_SCRIPTS } from './brunoScripts.js';

export const BRUNO = 'Bruno collection';

export function brunoKeyValues(rows: unknown): KeyValue[] {
  return recordsOf(rows).map((row) => ({
    key: looseText(row['name']),
    value: looseText(row['value']),
    enabled: row['enabled'] !== false,
    ...(typeof row['description'] === 'string' && row['description'] !== '' && { description: row['description'] }),
  }));
}

function body(value: unknown): Body {
  if (!isRecord(value)) return { mode: 'none' };
  switch (value['mode']) {
    case 'json':
      return { mode: 'raw', raw: looseText(value['json']), language: 'json' };
    case 'text':
    case 'sparql':
      return { mode: 'raw', raw: looseText(value[value['mode']]), language: 'text' };
    case 'xml':
      return { mode: 'raw', raw: looseText(value['xml']), language: 'xml' };
    case 'formUrlEncoded':
      return { mode: 'urlencoded', urlencoded: brunoKeyValues(value['formUrlEncoded']) };
    case 'multipartForm':
      return {
        mode: 'formdata',
        formdata: recordsOf(value['multipartForm']).map((row): FormPart => {
          const common = {
            key: looseText(row['name']),
            enabled: row['enabled'] !== false,
            ...(typeof row['contentType'] === 'string' &&
              row['contentType'] !== '' && { contentType: row['contentType'] }),
          };
          if (row['type'] !== 'file') return { ...common, type: 'text', value: looseText(row['value']) };
          const files = Array.isArray(row['value']) ? row['value'].map(looseText) : [looseText(row['value'])];
          return { ...common, type: 'file', src: files.filter((file) => file !== '') };
        }),
      };
    case 'graphql': {
      const graphql = isRecord(value['graphql']) ? value['graphql'] : {};
      return { mode: 'graphql', query: looseText(graphql['query']), variables: looseText(graphql['variables']) };
    }
    case 'file': {
      const chosen = recordsOf(value['file']).find((row) => row['selected'] !== false);
      if (!chosen) return { mode: 'none' };
      const contentType = looseText(chosen['contentType']);
      return { mode: 'file', src: looseText(chosen['filePath']), ...(contentType !== '' && { contentType }) };
    }
    default:
      return { mode: 'none' };
  }
}

/** Bruno's auth (`mode` and one object per mode) → the model's; `level` says what an absent mode means. */
export function brunoAuth(value: unknown, level: 'collection' | 'item', notes: ImportNotes, where: string): Auth {
  const auth = isRecord(value) ? value : {};
  const mode = textOf(auth['mode'], level === 'collection' ? 'none' : 'inherit');
  const settings = isRecord(auth[mode]) ? (auth[mode] as JsonRecord) : {};
  const field = (key: string) => looseText(settings[key]);
  switch (mode) {
    case 'inherit':
      return level === 'collection' ? { type: 'none' } : { type: 'inherit' };
    case 'none':
      return { type: 'none' };
    case 'basic':
      return basicAuth(field);
    case 'bearer':
      return bearerAuth(field);
    case 'apikey':
      return apiKeyAuth(field, settings['placement'] === 'queryparams' ? 'query' : 'header');
    case 'digest':
    case 'ntlm':
      return {
        type: mode,
        params: {
          username: field('username'),
          password: field('password'),
          ...(mode === 'ntlm' && { domain: field('domain') }),
        },
      };
    case 'awsv4':
      return {
        type: 'awsv4',
        params: {
          accessKey: field('accessKeyId'),
          secretKey: field('secretAccessKey'),
          sessionToken: field('sessionToken'),
          service: field('service'),
          region: field('region'),
        },
      };
    case 'oauth2':
      return oauth2Auth({
        grant_type:
          field('grantType') === 'password' ? 'password_credentials' : field('grantType') || 'authorization_code',
        authUrl: field('authorizationUrl'),
        accessTokenUrl: field('accessTokenUrl'),
        clientId: field('clientId'),
        clientSecret: field('clientSecret'),
        scope: field('scope'),
        redirect_uri: field('callbackUrl'),
        username: field('username'),
        password: field('password'),
      });
  }
  return unsupportedAuth(notes, where, 'Bruno', mode);
}

/** Request variables set before the request runs; post-response ones read the response. */
function brunoVariableScripts(vars: unknown, notes: ImportNotes, where: string): { pre: string; post: string } {
  const sets = isRecord(vars) ? vars : {};
  const pre = brunoKeyValues(sets['req'])
    .filter((row) => row.enabled)
    .map(
      (row) => `pm.variables.set(${JSON.stringify(row.key)}, pm.variables.replaceIn(${JSON.stringify(row.value)}));`,
    );
  // A post-response variable's value is an expression over `res`, e.g. `res.body.token`.
  const post = brunoKeyValues(sets['res'])
    .filter((row) => row.enabled)
    .map((row) => `pm.collectionVariables.set(${JSON.stringify(row.key)}, ${row.value});`);
  return {
    pre: pre.join('\n'),
    post: translateScript(post.join('\n'), BRUNO_SCRIPTS, notes, `${where} post-response variables`),
  };
}

/** The scripts of any level: variables, then the script; after the response, the assertions and tests too. */
export function brunoScripts(source: JsonRecord, notes: ImportNotes, where: string) {
  const script = isRecord(source['script']) ? source['script'] : {};
  const vars = brunoVariableScripts(source['vars'], notes, where);
  return {
    preRequestScript: joinScripts(
      vars.pre,
      translateScript(looseText(script['req']), BRUNO_SCRIPTS, notes, `${where} pre-request script`),
    ),
    postRequestScript: joinScripts(
      vars.post,
      translateScript(looseText(script['res']), BRUNO_SCRIPTS, notes, `${where} post-response script`),
      assertionsScript(source['assertions'], notes, where),
      translateScript(looseText(source['tests']), BRUNO_SCRIPTS, notes, `${where} tests`),
    ),
  };
}

export function brunoRequest(item: JsonRecord, notes: ImportNotes, createdAt: string): SavedRequest {
  const name = looseText(item['name']) || 'Untitled request';
  const where = `Request "${name}"`;
  const request = isRecord(item['request']) ? item['request'] : {};
  const method = MethodSchema.safeParse(textOf(request['method'], 'GET').toUpperCase());
  if (!method.success)
    throw malformed(BRUNO, `request "${name}" method`, `'${looseText(request['method'])}' is not an HTTP method`);
  const params = recordsOf(request['params']);
  // Bruno keeps switched-on query parameters in the URL too, as the model does.
  const disabledQuery = brunoKeyValues(params.filter((row) => row['type'] !== 'path' && row['enabled'] === false));
  const docs = looseText(request['docs']);
  return {
    type: 'request',
    id: createId(),
    name,
    ...(docs !== '' && { description: docs }),
    method: method.data,
    url: looseText(request['url']),
    ...(disabledQuery.length > 0 && { disabledQuery }),
    pathVariables: brunoKeyValues(params.filter((row) => row['type'] === 'path')),
    headers: brunoKeyValues(request['headers']),
    body: body(request['body']),
    auth: brunoAuth(request['auth'], 'item', notes, where),
    ...brunoScripts(request, notes, where),
    createdAt,
  };
}

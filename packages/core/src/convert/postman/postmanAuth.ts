/**
 * Auth in Postman files: v2.1 lists attributes (`bearer: [{ key: 'token', value, type }]`), v2.0
 * writes an object (`bearer: { token }`). Both become the model's auth (model/auth.ts); exports
 * write v2.1 attributes.
 */
import { PARAMETERISED_AUTH_TYPES, type Auth, type ParameterisedAuthType } from '../../model/auth.js';
import { variableText } from '../../model/variable.js';
import { isRecord, recordsOf, safeEntries, type JsonRecord } from '../untrusted.js';

/** Where the auth sits: a collection without auth sends none, a request or folder inherits. */
export type AuthLevel = 'collection' | 'item';

export interface ImportedAuth {
  auth: Auth;
  /** Set when the file used an auth type Courier does not know. */
  warning?: string;
}

function attributesOf(value: unknown): JsonRecord {
  if (Array.isArray(value)) {
    const entries = recordsOf(value)
      .filter((attribute) => typeof attribute['key'] === 'string' && attribute['key'] !== '__proto__')
      .map((attribute) => [attribute['key'] as string, attribute['value']] as const);
    return Object.fromEntries(entries);
  }
  return isRecord(value) ? Object.fromEntries(safeEntries(value)) : {};
}

const text = (attributes: JsonRecord, key: string): string => variableText(attributes[key]);

function isParameterised(type: string): type is ParameterisedAuthType {
  return (PARAMETERISED_AUTH_TYPES as readonly string[]).includes(type);
}

export function importAuth(definition: unknown, level: AuthLevel): ImportedAuth {
  const absent: Auth = level === 'collection' ? { type: 'none' } : { type: 'inherit' };
  if (!isRecord(definition) || typeof definition['type'] !== 'string') return { auth: absent };
  const type = definition['type'];
  const attributes = attributesOf(definition[type]);
  switch (type) {
    case 'noauth':
      return { auth: { type: 'none' } };
    case 'bearer':
      return { auth: { type: 'bearer', token: text(attributes, 'token') } };
    case 'basic':
      return {
        auth: { type: 'basic', username: text(attributes, 'username'), password: text(attributes, 'password') },
      };
    case 'apikey':
      return {
        auth: {
          type: 'apikey',
          key: text(attributes, 'key'),
          value: text(attributes, 'value'),
          in: attributes['in'] === 'query' ? 'query' : 'header',
        },
      };
    case 'oauth2': {
      const { accessToken, tokenType, ...params } = attributes;
      return {
        auth: {
          type: 'oauth2',
          ...(typeof accessToken === 'string' && { accessToken }),
          tokenType: typeof tokenType === 'string' ? tokenType : 'Bearer',
          params,
        },
      };
    }
    default:
      if (isParameterised(type)) return { auth: { type, params: attributes } };
      return { auth: { type: 'none' }, warning: `auth type '${type}' is not supported and was imported as no auth` };
  }
}

function attributeType(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return typeof value;
  return 'any';
}

function attributeList(values: Record<string, unknown>): JsonRecord[] {
  return Object.entries(values).map(([key, value]) => ({ key, value, type: attributeType(value) }));
}

/** Postman v2.1 auth, or undefined where Postman's own default (inherit, or none for a collection) applies. */
export function exportAuth(auth: Auth, level: AuthLevel): JsonRecord | undefined {
  switch (auth.type) {
    case 'inherit':
      return undefined;
    case 'none':
      return level === 'collection' ? undefined : { type: 'noauth' };
    case 'bearer':
      return { type: 'bearer', bearer: attributeList({ token: auth.token }) };
    case 'basic':
      return { type: 'basic', basic: attributeList({ username: auth.username, password: auth.password }) };
    case 'apikey':
      return { type: 'apikey', apikey: attributeList({ key: auth.key, value: auth.value, in: auth.in }) };
    case 'oauth2': {
      // The model's own fields win over same-named leftovers in params.
      const { accessToken: _token, tokenType: _type, ...params } = auth.params ?? {};
      return {
        type: 'oauth2',
        oauth2: attributeList({
          ...(auth.accessToken !== undefined && { accessToken: auth.accessToken }),
          tokenType: auth.tokenType,
          ...params,
        }),
      };
    }
    default:
      return { type: auth.type, [auth.type]: attributeList(auth.params) };
  }
}

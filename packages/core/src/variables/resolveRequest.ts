import type { Auth } from '../model/auth.js';
import type { Body, FormPart } from '../model/body.js';
import type { KeyValue } from '../model/keyValue.js';
import type { HttpRequest } from '../model/request.js';
import type { ResolveOptions, VariableLookup } from './placeholders.js';
import { resolveTemplate } from './placeholders.js';

type Text = (text: string) => string;

/**
 * The request with every placeholder a user can write replaced: URL, path variables, header
 * names and values, every body mode and the auth fields. Disabled rows are resolved too, so a
 * row switched back on later shows the same text it would have been sent with. The method and
 * descriptions are left alone.
 */
export function resolveRequest(
  request: HttpRequest,
  lookup: VariableLookup,
  options: ResolveOptions = {},
): HttpRequest {
  const text: Text = (value) => resolveTemplate(value, lookup, options);
  return {
    ...request,
    url: text(request.url),
    pathVariables: rows(request.pathVariables, text),
    headers: rows(request.headers, text),
    body: resolveBody(request.body, text),
    auth: resolveAuth(request.auth, text),
  };
}

/**
 * What the builder's eye toggle shows: defined variables substituted, dynamic
 * variables left as written, because their value is drawn afresh at send time and a preview
 * showing one random value would suggest that value is what gets sent.
 */
export function previewRequest(request: HttpRequest, lookup: VariableLookup): HttpRequest {
  return resolveRequest(request, lookup, { dynamic: false });
}

function rows(list: KeyValue[], text: Text): KeyValue[] {
  return list.map((row) => ({ ...row, key: text(row.key), value: text(row.value) }));
}

function resolveFormPart(part: FormPart, text: Text): FormPart {
  if (part.type === 'text') return { ...part, key: text(part.key), value: text(part.value) };
  return { ...part, key: text(part.key), src: part.src.map(text) };
}

function resolveBody(body: Body, text: Text): Body {
  switch (body.mode) {
    case 'none':
      return body;
    case 'raw':
      return { ...body, raw: text(body.raw) };
    case 'urlencoded':
      return { ...body, urlencoded: rows(body.urlencoded, text) };
    case 'formdata':
      return { ...body, formdata: body.formdata.map((part) => resolveFormPart(part, text)) };
    case 'file':
      return { ...body, src: text(body.src) };
    case 'graphql':
      return {
        ...body,
        query: text(body.query),
        variables: text(body.variables),
        ...(body.subscription && {
          subscription: {
            ...body.subscription,
            url: text(body.subscription.url),
            connectionParams: text(body.subscription.connectionParams),
          },
        }),
      };
  }
}

/** Postman resolves every auth attribute; only string values can hold placeholders. */
function resolveParams(params: Record<string, unknown>, text: Text): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? text(value) : value]),
  );
}

function resolveAuth(auth: Auth, text: Text): Auth {
  switch (auth.type) {
    case 'inherit':
    case 'none':
      return auth;
    case 'bearer':
      return { ...auth, token: text(auth.token) };
    case 'apikey':
      return { ...auth, key: text(auth.key), value: text(auth.value) };
    case 'basic':
      return { ...auth, username: text(auth.username), password: text(auth.password) };
    case 'oauth2': {
      const resolved = { ...auth };
      if (auth.accessToken !== undefined) resolved.accessToken = text(auth.accessToken);
      if (auth.params !== undefined) resolved.params = resolveParams(auth.params, text);
      return resolved;
    }
    default:
      return { ...auth, params: resolveParams(auth.params, text) };
  }
}

// Security schemes as auth. Values are placeholders for collection variables the import adds
// empty ({{apiKey}}, {{bearerToken}}…, the names Postman's importer uses), so a user fills them
// once and every request picks them up. OAuth 2.0 keeps its flow's URLs and scopes in Postman's
// attribute names, which the send pipeline and the Postman export read.
import type { Auth } from '../../model/auth.js';
import type { Variable } from '../../model/variable.js';
import { isRecord, listOf, type JsonRecord } from '../untrusted.js';

interface MappedAuth {
  auth: Auth;
  /** The collection variables the auth's placeholders name. */
  variables: string[];
}

const GRANT_TYPES: Record<string, string> = {
  authorizationCode: 'authorization_code',
  clientCredentials: 'client_credentials',
  implicit: 'implicit',
  password: 'password_credentials',
};

function oauth2Auth(scheme: JsonRecord, scopes: string[]): MappedAuth {
  const flows = isRecord(scheme['flows']) ? scheme['flows'] : {};
  const [flowName, flow] = Object.entries(flows).find(([name]) => name in GRANT_TYPES) ?? [];
  const declaredScopes = isRecord(flow) && isRecord(flow['scopes']) ? Object.keys(flow['scopes']) : [];
  const text = (key: string) => (isRecord(flow) && typeof flow[key] === 'string' ? flow[key] : undefined);
  const params: Record<string, unknown> = {
    grant_type: GRANT_TYPES[flowName ?? 'authorizationCode'],
    ...(text('authorizationUrl') && { authUrl: text('authorizationUrl') }),
    ...(text('tokenUrl') && { accessTokenUrl: text('tokenUrl') }),
    ...(text('refreshUrl') && { refreshTokenUrl: text('refreshUrl') }),
    scope: (scopes.length > 0 ? scopes : declaredScopes).join(' '),
    clientId: '{{clientId}}',
    clientSecret: '{{clientSecret}}',
  };
  return { auth: { type: 'oauth2', tokenType: 'Bearer', params }, variables: ['clientId', 'clientSecret'] };
}

/** The auth one security scheme stands for; undefined for a scheme Courier has no auth for. */
function authOfScheme(scheme: JsonRecord, scopes: string[]): MappedAuth | undefined {
  const type = scheme['type'];
  if (type === 'apiKey' && typeof scheme['name'] === 'string') {
    const name = scheme['name'];
    // The model sends an API key in a header or the query; a cookie is a Cookie header.
    if (scheme['in'] === 'cookie') {
      return {
        auth: { type: 'apikey', key: 'Cookie', value: `${name}={{apiKey}}`, in: 'header' },
        variables: ['apiKey'],
      };
    }
    const place = scheme['in'] === 'query' ? 'query' : 'header';
    return { auth: { type: 'apikey', key: name, value: '{{apiKey}}', in: place }, variables: ['apiKey'] };
  }
  if (type === 'http' && typeof scheme['scheme'] === 'string') {
    const name = scheme['scheme'].toLowerCase();
    if (name === 'basic') {
      return {
        auth: { type: 'basic', username: '{{basicAuthUsername}}', password: '{{basicAuthPassword}}' },
        variables: ['basicAuthUsername', 'basicAuthPassword'],
      };
    }
    if (name === 'bearer') return { auth: { type: 'bearer', token: '{{bearerToken}}' }, variables: ['bearerToken'] };
    if (name === 'digest') {
      return {
        auth: { type: 'digest', params: { username: '{{digestUsername}}', password: '{{digestPassword}}' } },
        variables: ['digestUsername', 'digestPassword'],
      };
    }
    return undefined;
  }
  if (type === 'oauth2') return oauth2Auth(scheme, scopes);
  if (type === 'openIdConnect' && typeof scheme['openIdConnectUrl'] === 'string') {
    const mapped = oauth2Auth(scheme, scopes);
    const params = { ...(mapped.auth.type === 'oauth2' ? mapped.auth.params : {}) };
    params['openIdConnectUrl'] = scheme['openIdConnectUrl'];
    params['scope'] = scopes.length > 0 ? scopes.join(' ') : 'openid';
    return { auth: { type: 'oauth2', tokenType: 'Bearer', params }, variables: mapped.variables };
  }
  return undefined;
}

export interface SecurityMapping {
  /** Auth for a `security` list; undefined when the list is absent (the level above applies). */
  authOf(security: unknown): MappedAuth | undefined;
  /** Schemes that had no Courier auth, named once each for the import summary. */
  unsupported: Set<string>;
}

/** Reads `components.securitySchemes` once; `authOf` maps a `security` requirement list. */
export function securityMapping(document: JsonRecord): SecurityMapping {
  const components = isRecord(document['components']) ? document['components'] : {};
  const schemes = isRecord(components['securitySchemes']) ? components['securitySchemes'] : {};
  const unsupported = new Set<string>();
  const authOf = (security: unknown): MappedAuth | undefined => {
    if (!Array.isArray(security)) return undefined;
    // An empty list, or an empty requirement among the alternatives, means no auth is needed.
    if (
      security.length === 0 ||
      security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0)
    ) {
      return { auth: { type: 'none' }, variables: [] };
    }
    // The first alternative Courier can send is used; a requirement of several schemes at once
    // keeps its first, as the model holds one auth per level.
    for (const requirement of security.filter(isRecord)) {
      for (const [name, scopes] of Object.entries(requirement)) {
        const scheme = schemes[name];
        const mapped = isRecord(scheme)
          ? authOfScheme(
              scheme,
              listOf(scopes).filter((scope): scope is string => typeof scope === 'string'),
            )
          : undefined;
        if (mapped) return mapped;
        unsupported.add(name);
      }
    }
    return { auth: { type: 'none' }, variables: [] };
  };
  return { authOf, unsupported };
}

/** The empty collection variables an auth's placeholders name, once each. */
export function authVariables(names: Iterable<string>): Variable[] {
  return [...new Set(names)].map((key) => ({ key, value: '', enabled: true, type: 'default' as const }));
}

import type { KeyValue } from '../../model/keyValue.js';
import type { HttpRequest } from '../../model/request.js';
import { descriptionOf, isRecord, isSwitchedOn, looseText, recordsOf, textOf } from '../untrusted.js';
import { hasUrlParts, joinPostmanUrl, parsePostmanUrl, readUrlParts } from './postmanUrl.js';

export type RequestUrl = Pick<HttpRequest, 'url' | 'pathVariables' | 'disabledQuery'>;

function withDescription<T extends object>(row: T, description: string | undefined): T {
  return description === undefined ? row : { ...row, description };
}

/** A Postman `url` (text or object) as the model's URL text, path variables and switched-off query. */
export function importUrl(definition: unknown): RequestUrl {
  if (typeof definition === 'string') return { url: definition, pathVariables: [] };
  if (!isRecord(definition)) return { url: '', pathVariables: [] };
  const fromParts = hasUrlParts(definition) ? joinPostmanUrl(readUrlParts(definition)) : undefined;
  const raw = definition['raw'];
  const url =
    typeof raw === 'string' && (fromParts === undefined || joinPostmanUrl(parsePostmanUrl(raw)) === fromParts)
      ? raw
      : (fromParts ?? '');
  const pathVariables: KeyValue[] = recordsOf(definition['variable']).map((variable) =>
    withDescription(
      {
        // Postman v2.0 path variables may name themselves with `id` instead of `key`.
        key: textOf(variable['key']) || textOf(variable['id']),
        value: looseText(variable['value']),
        enabled: isSwitchedOn(variable),
      },
      descriptionOf(variable['description']),
    ),
  );
  const disabledQuery: KeyValue[] = recordsOf(definition['query'])
    .filter((param) => param['disabled'] === true)
    .map((param) =>
      withDescription(
        { key: textOf(param['key']), value: textOf(param['value']), enabled: false },
        descriptionOf(param['description']),
      ),
    );
  return disabledQuery.length > 0 ? { url, pathVariables, disabledQuery } : { url, pathVariables };
}

/** The Postman v2.1 URL object for a request: `raw` plus the parts Newman sends. */
export function exportUrl(request: RequestUrl): Record<string, unknown> {
  const parts = parsePostmanUrl(request.url);
  const query: Record<string, unknown>[] = [
    ...(parts.query ?? []).map((param) => ({ key: param.key, value: param.value })),
    ...(request.disabledQuery ?? []).map((param) =>
      withDescription({ key: param.key, value: param.value, disabled: true }, param.description),
    ),
  ];
  const variable = request.pathVariables.map((row) =>
    withDescription({ key: row.key, value: row.value, ...(row.enabled ? {} : { disabled: true }) }, row.description),
  );
  return {
    raw: request.url,
    ...(parts.protocol !== undefined && { protocol: parts.protocol }),
    ...(parts.auth !== undefined && { auth: parts.auth }),
    ...(parts.host !== undefined && { host: parts.host }),
    ...(parts.port !== undefined && { port: parts.port }),
    ...(parts.path !== undefined && { path: parts.path }),
    ...(query.length > 0 && { query }),
    ...(parts.hash !== undefined && { hash: parts.hash }),
    ...(variable.length > 0 && { variable }),
  };
}

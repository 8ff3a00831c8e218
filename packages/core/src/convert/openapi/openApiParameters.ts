// An operation's parameters as a request's parts: path parameters become `:name` path variables,
// query parameters the URL's query (optional ones switched off, as disabled query rows), header
// and cookie parameters headers (one `Cookie` header per cookie parameter, so each can be
// switched on and off on its own).
import type { KeyValue } from '../../model/keyValue.js';
import { isRecord, listOf, type JsonRecord } from '../untrusted.js';
import { parameterValue } from './exampleValue.js';

export interface RequestParameters {
  pathVariables: KeyValue[];
  /** Required query parameters: part of the URL as sent. */
  query: KeyValue[];
  /** Optional query parameters: kept, switched off. */
  disabledQuery: KeyValue[];
  headers: KeyValue[];
}

/** Operation parameters override path-level ones of the same name and place (OpenAPI 3.1 §4.8.10). */
function mergedParameters(pathItem: JsonRecord, operation: JsonRecord): JsonRecord[] {
  const byPlace = new Map<string, JsonRecord>();
  for (const parameter of [...listOf(pathItem['parameters']), ...listOf(operation['parameters'])]) {
    if (isRecord(parameter) && typeof parameter['name'] === 'string' && typeof parameter['in'] === 'string') {
      byPlace.set(`${parameter['in']} ${parameter['name']}`, parameter);
    }
  }
  return [...byPlace.values()];
}

function row(parameter: JsonRecord, enabled: boolean): KeyValue {
  const description = typeof parameter['description'] === 'string' ? parameter['description'] : undefined;
  return {
    key: parameter['name'] as string,
    value: parameterValue(parameter),
    enabled,
    ...(description && { description }),
  };
}

export function requestParameters(pathItem: JsonRecord, operation: JsonRecord): RequestParameters {
  const result: RequestParameters = { pathVariables: [], query: [], disabledQuery: [], headers: [] };
  for (const parameter of mergedParameters(pathItem, operation)) {
    const required = parameter['required'] === true;
    switch (parameter['in']) {
      case 'path':
        result.pathVariables.push(row(parameter, true));
        break;
      case 'query':
        (required ? result.query : result.disabledQuery).push(row(parameter, required));
        break;
      case 'header':
        result.headers.push(row(parameter, required));
        break;
      case 'cookie': {
        const cookie = row(parameter, required);
        result.headers.push({ ...cookie, key: 'Cookie', value: `${cookie.key}=${cookie.value}` });
        break;
      }
    }
  }
  return result;
}

/** `/pets/{petId}` → `/pets/:petId`, the form the builder and Postman read as path variables. */
export function pathWithVariables(template: string): string {
  return template.replace(/\{([^}/]+)\}/g, (_match, name: string) => `:${name}`);
}

// Fills a response's `{{…}}` placeholders: the request's values (`request.params.id`,
// `request.query.page`, `request.body.name`, `request.headers.x-tenant`, `request.method`,
// `request.path`) and the dynamic variables requests use (`$randomFullName`, `$guid`, `timestamp`…).
// One pass only: a value taken from the request is never read again as a template, so a caller
// cannot make the mock expand placeholders it did not write.
import { variableText } from '../model/variable.js';
import { dynamicVariableValue } from '../variables/dynamicVariables.js';
import { PLACEHOLDER } from '../variables/substitute.js';
import { readField } from './mockRequest.js';
import type { RuleContext } from './rules.js';

/** Whether any text in a JSON value holds a placeholder: such responses are rendered per request. */
export function hasPlaceholders(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{{');
  if (Array.isArray(value)) return value.some(hasPlaceholders);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasPlaceholders);
  return false;
}

function requestValue(path: string, context: RuleContext): unknown {
  const { request, params, json } = context;
  const dot = path.indexOf('.');
  const area = dot === -1 ? path : path.slice(0, dot);
  const rest = dot === -1 ? '' : path.slice(dot + 1);
  switch (area) {
    case 'method':
      return request.method;
    case 'path':
      return request.path;
    case 'params':
      return rest === '' ? params : Object.hasOwn(params, rest) ? params[rest] : undefined;
    case 'query':
      return rest === '' ? undefined : request.query[rest]?.[0];
    case 'headers':
      return rest === '' ? undefined : request.headers[rest.toLowerCase()];
    case 'body':
      return rest === '' ? request.body : readField(json, rest);
    default:
      return undefined;
  }
}

/** The text a placeholder stands for, or undefined to leave it as written. */
function placeholderValue(name: string, context: RuleContext): string | undefined {
  const trimmed = name.trim();
  if (trimmed.startsWith('request.')) {
    const value = requestValue(trimmed.slice('request.'.length), context);
    return value === undefined ? undefined : variableText(value);
  }
  return dynamicVariableValue(trimmed);
}

/** Replaces the placeholders of one text. A `$random…` name throws until faker is loaded. */
export function renderTextTemplate(text: string, context: RuleContext): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => placeholderValue(name, context) ?? match);
}

/** Renders every string inside a JSON value; keys stay as written. */
export function renderJsonTemplate(value: unknown, context: RuleContext): unknown {
  if (typeof value === 'string') return renderTextTemplate(value, context);
  if (Array.isArray(value)) return value.map((item) => renderJsonTemplate(item, context));
  if (value !== null && typeof value === 'object') {
    // fromEntries defines properties, so a '__proto__' key stays data.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderJsonTemplate(item, context)]));
  }
  return value;
}

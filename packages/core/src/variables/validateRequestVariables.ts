import { methodCarriesBody } from '../model/method.js';
import type { Body } from '../model/body.js';
import type { HttpRequest } from '../model/request.js';
import { isDynamicVariable } from './dynamicVariables.js';
import { placeholderNames } from './placeholders.js';

/** One undefined placeholder, where the builder lists it. */
export interface VariableError {
  /** 'URL', 'Body', 'Header N key' or 'Header N value' (N counts header rows from 1). */
  location: string;
  variable: string;
  /** "Variable '{variable}' is not defined". */
  message: string;
}

/**
 * Placeholders in the URL, the body and header names and values must name a defined
 * variable or a dynamic one. Listed URL first (path variable values count as URL), then body,
 * then headers row by row, each variable once per location. The body is checked only for
 * methods that carry one (POST, PUT, PATCH): the builder hides it otherwise and
 * an invisible error would disable Send. Disabled header rows are not sent, so not checked, but
 * they keep their number so 'Header 3' is the third row the user sees.
 */
export function validateRequestVariables(request: HttpRequest, isDefined: (name: string) => boolean): VariableError[] {
  const errors: VariableError[] = [];
  for (const [location, texts] of checkedTexts(request)) {
    const names = new Set(texts.flatMap(placeholderNames));
    for (const variable of names) {
      if (isDefined(variable) || isDynamicVariable(variable)) continue;
      errors.push({ location, variable, message: `Variable '${variable}' is not defined` });
    }
  }
  return errors;
}

/** Every variable the check reads in the request, once each, in the order it lists them: what the preview explains. */
export function requestVariableNames(request: HttpRequest): string[] {
  const names = new Set<string>();
  for (const [, texts] of checkedTexts(request)) for (const name of texts.flatMap(placeholderNames)) names.add(name);
  return [...names];
}

function checkedTexts(request: HttpRequest): Array<[location: string, texts: string[]]> {
  const pathValues = request.pathVariables.filter((row) => row.enabled !== false).map((row) => row.value);
  const checked: Array<[string, string[]]> = [['URL', [request.url, ...pathValues]]];
  if (methodCarriesBody(request.method)) checked.push(['Body', bodyTexts(request.body)]);
  request.headers.forEach((header, index) => {
    if (header.enabled === false) return;
    checked.push([`Header ${index + 1} key`, [header.key]], [`Header ${index + 1} value`, [header.value]]);
  });
  return checked;
}

/** The line under 'Variable Validation Errors:', e.g. "URL: Variable 'x' is not defined". */
export function formatVariableError(error: VariableError): string {
  return `${error.location}: ${error.message}`;
}

function bodyTexts(body: Body): string[] {
  switch (body.mode) {
    case 'none':
      return [];
    case 'raw':
      return [body.raw];
    case 'urlencoded':
      return body.urlencoded.filter((row) => row.enabled !== false).flatMap((row) => [row.key, row.value]);
    case 'formdata':
      return body.formdata
        .filter((part) => part.enabled !== false)
        .flatMap((part) => (part.type === 'text' ? [part.key, part.value] : [part.key, ...part.src]));
    case 'file':
      return [body.src];
    case 'graphql':
      return [body.query, body.variables];
  }
}

// The numbers and addresses a page states are substituted at render time from the product itself,
// so the guide never says a number the product no longer has.
import {
  BODY_METHODS,
  BUILDER_AUTH_TYPES,
  DEFAULT_SERVER_PORT,
  DEFAULT_THEMES,
  MOCK_METHODS,
  STANDARD_METHODS,
} from '@courier/core';
import { FEATURE_AREAS } from './featureAreas.js';

export interface TemplateValues {
  serverPort: string;
  courierBaseUrl: string;
  methodCount: string;
  /** The mock server's routes answer the builder's methods and ALL, any method. */
  mockMethodCount: string;
  /** 'GET, POST, … and OPTIONS': the methods the builder offers. */
  methodList: string;
  /** The methods that carry a body in exports and generated code. */
  bodyMethodList: string;
  /** The methods a mock route answers, 'ALL' last: 'GET, … or ALL'. */
  mockMethodList: string;
  authTypeCount: string;
  themeCount: string;
  featureCount: string;
}

/** The auth types the builder offers; 'none' is the absence of one. */
export const AUTH_TYPE_COUNT = BUILDER_AUTH_TYPES.filter((type) => type !== 'none').length;

export function templateValues(origin: string): TemplateValues {
  return {
    serverPort: String(DEFAULT_SERVER_PORT),
    courierBaseUrl: origin,
    methodCount: String(STANDARD_METHODS.length),
    methodList: listed(STANDARD_METHODS, 'and'),
    bodyMethodList: listed(BODY_METHODS, 'and'),
    mockMethodList: listed(MOCK_METHODS, 'or'),
    mockMethodCount: String(MOCK_METHODS.length),
    authTypeCount: String(AUTH_TYPE_COUNT),
    themeCount: String(DEFAULT_THEMES.length),
    featureCount: String(FEATURE_AREAS.length),
  };
}

/** 'A, B and C'. */
function listed(items: readonly string[], last: 'and' | 'or'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

const PLACEHOLDER =
  /\{\{(serverPort|courierBaseUrl|methodCount|methodList|bodyMethodList|mockMethodList|mockMethodCount|authTypeCount|themeCount|featureCount)\}\}/g;

/** Replaces the guide's own placeholders; any other `{{name}}` (a Courier variable) stays as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_match, name: keyof TemplateValues) => values[name]);
}

// Variables: placeholder scan, resolution orders, dynamic variables, validation.
export { findPlaceholders, placeholderNames, resolveTemplate } from './placeholders.js';
export type { Placeholder, ResolveOptions, VariableLookup } from './placeholders.js';
export {
  DYNAMIC_VARIABLE_NAMES,
  SPEC_DYNAMIC_VARIABLES,
  dynamicVariableValue,
  isDynamicVariable,
  withDynamicVariables,
} from './dynamicVariables.js';
export { FakerNotLoadedError, loadFaker } from './fakerVariables.js';
export { lookupFromScopes, lookupFromSources, scopeDefining } from './lookup.js';
export type { VariableScopeName, VariableSource } from './lookup.js';
export { previewRequest, resolveRequest } from './resolveRequest.js';
export { formatVariableError, requestVariableNames, validateRequestVariables } from './validateRequestVariables.js';
export type { VariableError } from './validateRequestVariables.js';

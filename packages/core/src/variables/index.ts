// Variables: placeholder scan, resolution orders, dynamic variables, validation.
export { findPlaceholders, resolveTemplate } from './placeholders.js';
export type { ResolveOptions, VariableLookup } from './placeholders.js';
export {
  SPEC_DYNAMIC_VARIABLES,
  dynamicVariableValue,
  isDynamicVariable,
  withDynamicVariables,
} from './dynamicVariables.js';
export { FakerNotLoadedError, loadFaker } from './fakerVariables.js';
export { lookupFromScopes, lookupFromSources } from './lookup.js';
export { previewRequest, resolveRequest } from './resolveRequest.js';
export { formatVariableError, requestVariableNames, validateRequestVariables } from './validateRequestVariables.js';

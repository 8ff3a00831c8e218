// Test helper: the variable scopes of a send, empty but for the ones a test fills.
import type { VariableScopes } from '../src/script/host.js';

export const scopesWith = (overrides: Partial<VariableScopes>): VariableScopes => ({
  globals: [],
  environment: [],
  collectionVariables: [],
  local: [],
  iterationData: {},
  ...overrides,
});

// Globals live for the session: the browser stores no globals. Scripts set them at send; the
// builder's check reads them, so a name a script made global counts as defined afterwards.
import type { Variable } from '@courier/core';

let globals: Variable[] = [];

export const sessionGlobals = {
  get: (): Variable[] => globals,
  set(variables: Variable[]): void {
    globals = variables;
  },
};

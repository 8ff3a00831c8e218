// Imported only dynamically, by run.ts for `--export-environment`, `--export-globals` and
// `--export-collection`: the Postman exporters load only for a run that writes one.
export { exportPostman, exportPostmanEnvironment, exportPostmanGlobals } from '@courier/core';

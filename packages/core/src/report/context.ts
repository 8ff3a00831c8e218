import type { Collection } from '../model/collection.js';
import type { Variable } from '../model/variable.js';
import type { Exchange } from './exchange.js';

/** A variable scope as the run left it, with the file's identity when it came from one. */
export interface ReportScope {
  id?: string;
  name?: string;
  variables: readonly Variable[];
}

/**
 * What a detailed report knows beyond the run result: each execution's exchange (recorded with
 * ExchangeRecorder), the collection that ran and the variables as the run left them. A report
 * rendered without them (the web runner's export) shows what the result holds.
 */
export interface ReportContext {
  exchange?: (executionId: string) => Exchange | undefined;
  collection?: Collection;
  environment?: ReportScope;
  globals?: ReportScope;
}

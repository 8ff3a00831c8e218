// What an HTML report leaves out, so that tokens and personal data in headers and bodies stay out
// of CI artifacts anyone with access to the job can open. The names are newman-reporter-htmlextra's
// options, which CI jobs moving from it already pass.

/** `'all'`, or the names it applies to (header names, or request names for bodies). */
export type Omitted = 'all' | readonly string[];

export interface HtmlRedaction {
  /** Headers of requests and responses (`omitHeaders`, `skipHeaders`), by name in any case. */
  headers?: Omitted;
  /** Request bodies (`omitRequestBodies`, `hideRequestBody`), by request name. */
  requestBodies?: Omitted;
  /** Response bodies (`omitResponseBodies`, `hideResponseBody`). */
  responseBodies?: Omitted;
}

/** Whether `name` is left out: every name, or one of the list (headers compared without case). */
export function isOmitted(omitted: Omitted | undefined, name: string, ignoreCase = false): boolean {
  if (omitted === undefined) return false;
  if (omitted === 'all') return true;
  return ignoreCase ? omitted.some((listed) => listed.toLowerCase() === name.toLowerCase()) : omitted.includes(name);
}

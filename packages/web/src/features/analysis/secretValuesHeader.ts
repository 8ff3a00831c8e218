// The header that names to the proxy the values of the variables a send used that the user marked
// secret: the request reaches the proxy with them substituted, like any other text, and the
// recorder must know which text to scrub from what it stores. The values travel URI-encoded as a
// JSON array, to the server that already receives them in the request itself.
import { placeholderText, type Variable } from '@courier/core';

export const SECRET_VALUES_HEADER = 'X-Courier-Secret-Values';

/**
 * The header's encoded length at most. A server refuses a request whose headers pass 16 KB, which
 * would fail the send itself: past this, the longest values are left out, and only the names of
 * where they were sent (an Authorization header, an access_token parameter) redact them.
 */
export const MAX_SECRET_VALUES_HEADER_LENGTH = 8 * 1024;

const encoded = (values: readonly string[]) => encodeURIComponent(JSON.stringify(values));

export function secretValuesHeader(variables: readonly Variable[]): Record<string, string> {
  const values = [
    ...new Set(
      variables
        .filter((variable) => variable.enabled && variable.type === 'secret')
        .map((variable) => placeholderText(variable.value))
        .filter((value) => value !== ''),
    ),
  ].sort((a, b) => a.length - b.length);
  while (values.length > 0 && encoded(values).length > MAX_SECRET_VALUES_HEADER_LENGTH) values.pop();
  return values.length === 0 ? {} : { [SECRET_VALUES_HEADER]: encoded(values) };
}

/** The GraphQL variables text as an object; anything but a JSON object is silently ignored (spec 01). */
export function graphqlVariablesOf(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  try {
    const variables: unknown = JSON.parse(text);
    if (variables !== null && typeof variables === 'object' && !Array.isArray(variables)) {
      return variables as Record<string, unknown>;
    }
  } catch {
    // Ignored on purpose: the query is still sent.
  }
  return undefined;
}

// `{{variables}}` of the active environment (and the dynamic ones such as {{$timestamp}}) filled into
// a WebSocket URL, handshake header or message before it goes to the server, as the Builder does.
import { lookupFromSources, resolveTemplate } from '@courier/core';
import { useActiveVariables } from '../environments/useEnvironments.js';

export function useResolveVariables(): (text: string) => string {
  const variables = useActiveVariables();
  const lookup = lookupFromSources(variables);
  return (text) => resolveTemplate(text, lookup);
}

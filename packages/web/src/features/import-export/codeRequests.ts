// The requests the Code tab can turn into snippets: the one in the builder and every saved one,
// each resolved against the variables it would be sent with (generateCode needs real URLs).
import {
  listRequests,
  lookupFromSources,
  resolveRequest,
  type Collection,
  type HttpRequest,
  type Variable,
} from '@courier/core';
import { generateCode } from '@courier/core/codegen';

export interface CodeRequest {
  id: string;
  /** 'Petstore / Pets / List pets'. */
  label: string;
  request: HttpRequest;
  /** Collection variables answer after the environment's. */
  collectionVariables: readonly Variable[];
}

export const CURRENT_REQUEST_ID = 'current';

export function listCodeRequests(current: HttpRequest, collections: readonly Collection[]): CodeRequest[] {
  return [
    { id: CURRENT_REQUEST_ID, label: 'Current request (builder)', request: current, collectionVariables: [] },
    ...collections.flatMap((collection) =>
      listRequests(collection.items).map(({ request, folders }) => ({
        id: `${collection.id}/${request.id}`,
        label: [collection.name, ...folders.map((folder) => folder.name), request.name].join(' / '),
        request,
        collectionVariables: collection.variables,
      })),
    ),
  ];
}

/** The snippet, or core's CodegenError ('Please select a request to generate code for', …). */
export function snippetFor(
  choice: CodeRequest | undefined,
  language: string,
  environment: readonly Variable[],
): string {
  // Dynamic placeholders ({{$guid}}) stay as written, as in `courier codegen`: a snippet showing
  // one random value would suggest that value is what gets sent.
  const resolved = choice
    ? resolveRequest(choice.request, lookupFromSources(environment, choice.collectionVariables), { dynamic: false })
    : undefined;
  return generateCode(resolved, language);
}

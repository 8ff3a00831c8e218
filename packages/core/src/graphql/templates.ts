/** The GraphQL sub-modes of the builder. */
export const GRAPHQL_OPERATIONS = ['query', 'mutation', 'subscription'] as const;
export type GraphQLOperation = (typeof GRAPHQL_OPERATIONS)[number];

const STARTERS: Record<GraphQLOperation, string> = {
  query: 'query MyQuery {\n  \n}\n',
  mutation: 'mutation MyMutation {\n  \n}\n',
  subscription: 'subscription MySubscription {\n  \n}\n',
};

/**
 * Choosing an operation inserts its starter template only when the editor is empty;
 * anything the user wrote stays.
 */
export function queryForOperation(current: string, operation: GraphQLOperation): string {
  return current.trim() === '' ? STARTERS[operation] : current;
}

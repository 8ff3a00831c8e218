// The two WebSocket subprotocols GraphQL servers speak for subscriptions, as the user chooses them:
// graphql-transport-ws (the graphql-ws library's, the default) and the legacy graphql-ws of
// subscriptions-transport-ws, which older servers (Apollo Server 2, Hasura's old endpoint) still speak.
export const GRAPHQL_SUBSCRIPTION_PROTOCOLS = ['graphql-transport-ws', 'graphql-ws'] as const;
export type GraphQLSubscriptionProtocolName = (typeof GRAPHQL_SUBSCRIPTION_PROTOCOLS)[number];
export const DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL: GraphQLSubscriptionProtocolName = 'graphql-transport-ws';

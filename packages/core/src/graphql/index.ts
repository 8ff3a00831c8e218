// GraphQL helpers of the builder: introspection, the schema panel's summary, starter templates, and
// subscriptions over a WebSocket (operation kind, subprotocols, where and how one connects).
export { introspectionRequest } from './introspection.js';
export { clientSchema, readIntrospection, summarizeSchema } from './schemaSummary.js';
export type { SchemaSummary, SchemaType } from './schemaSummary.js';
export { GRAPHQL_OPERATIONS, queryForOperation } from './templates.js';
export type { GraphQLOperation } from './templates.js';
export { operationKindOf } from './operationKind.js';
export { GraphQLSubscriptionError } from './subscriptionError.js';
export type { SubscriptionFrame } from './subscriptionProtocol.js';
export { DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL, GRAPHQL_SUBSCRIPTION_PROTOCOLS } from './subscriptionProtocolName.js';
export type { GraphQLSubscriptionProtocolName } from './subscriptionProtocolName.js';
export { subscriptionStartOf } from './subscriptionStart.js';
export type { SubscriptionStart } from './subscriptionStart.js';
export { subscriptionUrlOf } from './subscriptionUrl.js';

// GraphQL helpers of the builder: introspection, the schema panel's summary, starter templates.
export { introspectionRequest } from './introspection.js';
export { clientSchema, readIntrospection, summarizeSchema } from './schemaSummary.js';
export type { SchemaSummary, SchemaType } from './schemaSummary.js';
export { GRAPHQL_OPERATIONS, queryForOperation } from './templates.js';
export type { GraphQLOperation } from './templates.js';

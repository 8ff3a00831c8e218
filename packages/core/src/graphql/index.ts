// GraphQL helpers of the builder: introspection, the schema panel's summary, starter templates.
export { GraphQLSchemaError } from './errors.js';
export { INTROSPECTION_QUERY, introspectionRequest } from './introspection.js';
export { clientSchema, MAX_OTHER_TYPES, readIntrospection, summarizeSchema } from './schemaSummary.js';
export type { SchemaField, SchemaSummary, SchemaType } from './schemaSummary.js';
export { GRAPHQL_OPERATIONS, queryForOperation } from './templates.js';
export type { GraphQLOperation } from './templates.js';

import { CourierError } from '../errors.js';

/** A GraphQL endpoint's answer that cannot be read as an introspection result. */
export class GraphQLSchemaError extends CourierError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('GRAPHQL_SCHEMA_INVALID', message, options);
  }
}

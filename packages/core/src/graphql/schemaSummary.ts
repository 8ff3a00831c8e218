import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { messageOf } from '../errors.js';
import { GraphQLSchemaError } from './errors.js';

/** The schema panel lists the root types and at most this many others. */
const MAX_OTHER_TYPES = 10;

/** Scalars every schema has; listing them tells the user nothing about this API. */
const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

interface SchemaField {
  name: string;
  /** The type as written in SDL: `[User!]!`. */
  type: string;
  description?: string;
  args: Array<{ name: string; type: string }>;
}

export interface SchemaType {
  name: string;
  kind: string;
  description?: string;
  fields: SchemaField[];
}

export interface SchemaSummary {
  query?: SchemaType;
  mutation?: SchemaType;
  subscription?: SchemaType;
  /** Non-internal types other than the roots, at most MAX_OTHER_TYPES, in schema order. */
  types: SchemaType[];
  /** How many such types the schema has in all. */
  totalTypes: number;
}

interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

function typeText(ref: TypeRef | null | undefined): string {
  if (!ref) return 'Unknown';
  if (ref.kind === 'NON_NULL') return `${typeText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${typeText(ref.ofType)}]`;
  return ref.name ?? 'Unknown';
}

type RawType = IntrospectionQuery['__schema']['types'][number];

function summarizeType(type: RawType): SchemaType {
  const fields =
    'fields' in type && type.fields ? type.fields : 'inputFields' in type && type.inputFields ? type.inputFields : [];
  return {
    name: type.name,
    kind: type.kind,
    ...(type.description ? { description: type.description } : {}),
    fields: fields.map((field) => ({
      name: field.name,
      type: typeText(field.type as TypeRef),
      ...(field.description ? { description: field.description } : {}),
      args: 'args' in field ? field.args.map((arg) => ({ name: arg.name, type: typeText(arg.type as TypeRef) })) : [],
    })),
  };
}

/**
 * Reads an introspection answer: the response body (`{ data: { __schema } }`) or the `data` part.
 * Throws GraphQLSchemaError when it holds no schema (GraphQL errors are quoted).
 */
export function readIntrospection(body: unknown): IntrospectionQuery {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch (thrown) {
      throw new GraphQLSchemaError(`The introspection response is not JSON: ${messageOf(thrown)}`, { cause: thrown });
    }
  }
  const record = (value ?? {}) as { data?: unknown; errors?: unknown; __schema?: unknown };
  const data = (record.__schema ? record : record.data) as { __schema?: IntrospectionQuery['__schema'] } | undefined;
  if (data?.__schema && Array.isArray(data.__schema.types)) return data as IntrospectionQuery;
  const errors = Array.isArray(record.errors)
    ? record.errors.map((error: { message?: unknown }) => String(error?.message ?? error)).join('; ')
    : '';
  throw new GraphQLSchemaError(errors ? `Introspection failed: ${errors}` : 'The response holds no GraphQL schema');
}

/** Query, Mutation, Subscription and at most 10 other non-internal types. */
export function summarizeSchema(introspection: IntrospectionQuery): SchemaSummary {
  const schema = introspection.__schema;
  const byName = new Map(schema.types.map((type) => [type.name, type]));
  const root = (ref: { name: string } | null | undefined) => {
    const type = ref ? byName.get(ref.name) : undefined;
    return type ? summarizeType(type) : undefined;
  };
  const rootNames = new Set([schema.queryType?.name, schema.mutationType?.name, schema.subscriptionType?.name]);
  const others = schema.types.filter(
    (type) => !type.name.startsWith('__') && !rootNames.has(type.name) && !BUILT_IN_SCALARS.has(type.name),
  );
  const summary: SchemaSummary = {
    types: others.slice(0, MAX_OTHER_TYPES).map(summarizeType),
    totalTypes: others.length,
  };
  const query = root(schema.queryType);
  const mutation = root(schema.mutationType);
  const subscription = root(schema.subscriptionType);
  if (query) summary.query = query;
  if (mutation) summary.mutation = mutation;
  if (subscription) summary.subscription = subscription;
  return summary;
}

/** A schema for editor completion and validation; undefined when the introspection is incomplete. */
export function clientSchema(introspection: IntrospectionQuery): GraphQLSchema | undefined {
  try {
    return buildClientSchema(introspection);
  } catch {
    // Partial introspection (servers that hide parts) still gives a summary, only no completion.
    return undefined;
  }
}

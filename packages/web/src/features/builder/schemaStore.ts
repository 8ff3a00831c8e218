// The GraphQL schema panel's state: fetched by introspection through the proxy.
import {
  clientSchema,
  introspectionRequest,
  messageOf,
  readIntrospection,
  resolveRequest,
  sendWithAuth,
  withDynamicVariables,
  summarizeSchema,
  toTransportRequest,
  type HttpRequest,
  type SchemaSummary,
  type Transport,
  type VariableLookup,
} from '@courier/core';
import type { GraphQLSchema } from 'graphql';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SchemaState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The endpoint the schema belongs to. */
  url?: string;
  summary?: SchemaSummary;
  schema?: GraphQLSchema;
  error?: string;
  introspect(request: HttpRequest, lookup: VariableLookup, timeoutMs: number): Promise<void>;
}

export function createSchemaStore(transport: Transport): StoreApi<SchemaState> {
  return createStore<SchemaState>()((set) => ({
    status: 'idle',
    async introspect(request, lookup, timeoutMs) {
      set({ status: 'loading', url: request.url, error: undefined });
      try {
        const resolved = await withDynamicVariables(() => resolveRequest(introspectionRequest(request), lookup));
        set({ url: resolved.url });
        const response = await sendWithAuth(transport, toTransportRequest(resolved, { timeoutMs }), resolved.auth);
        const introspection = readIntrospection(response.body);
        set({ status: 'ready', summary: summarizeSchema(introspection), schema: clientSchema(introspection) });
      } catch (thrown) {
        set({ status: 'error', error: messageOf(thrown), summary: undefined, schema: undefined });
      }
    },
  }));
}

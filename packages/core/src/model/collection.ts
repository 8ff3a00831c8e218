import * as z from 'zod';
import { AuthSchema } from './auth.js';
import { OpenApiSourceSchema } from './openApiSource.js';
import { ProtocolProfileBehaviorSchema, SavedRequestSchema, ScriptsShape, type SavedRequest } from './request.js';
import { VariableSchema, type Variable } from './variable.js';
import { WebSocketRequestSchema, type WebSocketRequest } from './websocketRequest.js';
import type { Auth } from './auth.js';

/**
 * Collections are trees because real Postman collections are: folders hold requests and folders,
 * and every level can carry auth, scripts and variables that the levels below inherit.
 */
export interface Folder<Item = CollectionItem> {
  type: 'folder';
  id: string;
  name: string;
  description?: string | undefined;
  items: Item[];
  auth: Auth;
  preRequestScript: string;
  postRequestScript: string;
  morePreRequestScripts?: string[] | undefined;
  morePostRequestScripts?: string[] | undefined;
  variables: Variable[];
  protocolProfileBehavior?: Record<string, unknown> | undefined;
}
export type CollectionItem = SavedRequest | WebSocketRequest | Folder;

/**
 * A folder's fields around the items it may hold: the native file of each version names its own
 * item kinds (an older file cannot hold a kind added later), the rest of the shape is shared.
 */
export function folderShape<Item>(itemSchema: z.ZodType<Item, unknown>) {
  return {
    type: z.literal('folder'),
    id: z.string().min(1),
    name: z.string().default('Untitled folder'),
    description: z.string().optional(),
    items: z.array(itemSchema).default([]),
    auth: AuthSchema.default({ type: 'inherit' }),
    ...ScriptsShape,
    variables: z.array(VariableSchema).default([]),
    protocolProfileBehavior: ProtocolProfileBehaviorSchema.optional(),
  };
}

/** A collection's fields around the items it may hold (see folderShape). */
export function collectionShape<Item>(itemSchema: z.ZodType<Item, unknown>) {
  return {
    id: z.string().min(1),
    name: z.string().trim().min(1, 'Collection name is required'),
    description: z.string().optional(),
    items: z.array(itemSchema).default([]),
    auth: AuthSchema.default({ type: 'none' }),
    ...ScriptsShape,
    variables: z.array(VariableSchema).default([]),
    protocolProfileBehavior: ProtocolProfileBehaviorSchema.optional(),
    createdAt: z.string().default(() => new Date().toISOString()),
    /** True when the collection came from a file rather than being built here. */
    imported: z.boolean().default(false),
    /** The OpenAPI document the collection was generated from, so it can be updated from it. */
    openapiSource: OpenApiSourceSchema.optional(),
  };
}

export const FolderSchema: z.ZodType<Folder, unknown> = z.lazy(() => z.object(folderShape(CollectionItemSchema)));

export const CollectionItemSchema: z.ZodType<CollectionItem, unknown> = z.lazy(() =>
  z.union([SavedRequestSchema, WebSocketRequestSchema, FolderSchema]),
);

export const CollectionSchema = z.object(collectionShape(CollectionItemSchema));
export type Collection = z.infer<typeof CollectionSchema>;

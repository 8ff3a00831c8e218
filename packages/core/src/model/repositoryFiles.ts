// What the server's files area and the web app's say to each other about an opened repository
// (docs/decisions/0053-item-level-saves-and-partial-re-reads.md): a file Courier could not read, a
// browser's save of some items, and the news of a change, in which a collection arrives as a patch
// whose unchanged items are named (`{ kept: id }`) rather than sent. One owner for both faces, so a
// renamed field fails the type check on both.
import * as z from 'zod';
import {
  CollectionItemSchema,
  CollectionSchema,
  type Collection,
  type CollectionItem,
  type Folder,
} from './collection.js';

const FileProblemSchema = z.object({
  /** The file, relative to the repository. */
  file: z.string(),
  line: z.number(),
  /** `file:line: what is wrong`, as the importer says it. */
  message: z.string(),
});
export type FileProblem = z.infer<typeof FileProblemSchema>;

/** A save of some items (`PATCH /files/collections/:id`): those changed in place, and the collection's own fields when they changed. */
export const ItemsSaveSchema = z.object({
  collection: CollectionSchema.omit({ items: true }).optional(),
  items: z.array(CollectionItemSchema),
});
export type ItemsSave = z.infer<typeof ItemsSaveSchema>;

export type ItemPatch = { kept: string } | Exclude<CollectionItem, Folder> | FolderPatch;

interface FolderPatch extends Omit<Folder, 'items'> {
  items: ItemPatch[];
}

export interface CollectionPatch extends Omit<Collection, 'items'> {
  items: ItemPatch[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A collection, or a patch of one, as the server sends it: the server made it with core's importer,
 * which checks every field, and checks every save; checking 5,000 requests again in the page would
 * hold it for seconds, so the page takes only the shape on trust.
 */
const trustedShape = <T>() =>
  z.custom<T>((value) => isRecord(value) && typeof value.id === 'string' && Array.isArray(value.items));

export const RepositoryViewSchema = z.object({
  /** The opened folder, as the user named it. */
  root: z.string(),
  collections: z.array(trustedShape<Collection>()),
  problems: z.array(FileProblemSchema),
});
export type RepositoryView = z.infer<typeof RepositoryViewSchema>;

/** The news of a change in the files' live stream. */
export const RepositoryChangeSchema = z.object({
  /** Collections new or changed, each a patch of what listeners were told before. */
  collections: z.array(trustedShape<CollectionPatch>()),
  /** Ids of collections the repository no longer holds. */
  removed: z.array(z.string()),
  /** Every file that does not parse now. */
  problems: z.array(FileProblemSchema),
  /** The browser page whose save made the change; null for a change on disk. */
  origin: z.string().nullable(),
  /** Whether an environment's files (or `.gitignore`) changed: the environments are read again. */
  environments: z.boolean(),
});
export type RepositoryChange = z.infer<typeof RepositoryChangeSchema>;

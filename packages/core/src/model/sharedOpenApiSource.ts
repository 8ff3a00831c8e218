// The OpenAPI document of a collection in a shared workspace, kept on the server beside the
// collection rather than in its fields: a document can be megabytes, and the fields travel in every
// live update and list. The collection's `openapiSource` keeps where it came from and its
// fingerprint; the document itself is read when someone syncs (decision 0049).
import * as z from 'zod';
import { NOT_A_FORM_MESSAGE } from '../accounts/accountFields.js';

/** What the server says about a stored source, without the document: what a live event carries. */
export const SharedOpenApiSourceSummarySchema = z.object({
  collectionId: z.string(),
  workspaceId: z.string(),
  /** The path or URL it was read from, or the name of the file picked in the browser. */
  location: z.string(),
  /** SHA-256 of the stored document text: a sync names the one it was based on. */
  hash: z.string(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  syncedAt: z.string().nullable(),
  syncedBy: z.string().nullable(),
});
export type SharedOpenApiSourceSummary = z.infer<typeof SharedOpenApiSourceSummarySchema>;

/** A stored source as read for a sync: the summary and the document as imported or last synced. */
export const SharedOpenApiSourceSchema = SharedOpenApiSourceSummarySchema.extend({ document: z.unknown() });
export type SharedOpenApiSource = z.infer<typeof SharedOpenApiSourceSchema>;

/** After a sync: the new document, and the hash of the one the merge was based on. */
export const saveOpenApiSourceSchema = z.object(
  {
    location: z.string().max(2048).default(''),
    document: z.record(z.string(), z.unknown(), { error: 'The OpenAPI document must be a JSON object' }),
    /** The stored source's hash the sync merged against; refused when a teammate synced since. */
    baseHash: z.string({ error: 'baseHash is required' }).min(1),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type SaveOpenApiSource = z.infer<typeof saveOpenApiSourceSchema>;

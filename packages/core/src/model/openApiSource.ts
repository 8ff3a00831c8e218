import * as z from 'zod';

/**
 * Where a collection imported from an OpenAPI document came from, and that document as it was at
 * import: updating the collection later is a three-way merge whose base is this document, so what
 * the user changed since and what the document changed since can be told apart
 * (docs/decisions/0039-openapi-import-and-keeping-in-step.md).
 */
export const OpenApiSourceSchema = z.object({
  /** The path or URL it was read from, or the name of the file picked in the browser. */
  location: z.string().default(''),
  /** A hash of the document's content (not its formatting): unchanged means nothing to update. */
  fingerprint: z.string(),
  importedAt: z.string(),
  folderBy: z.enum(['tag', 'path']).default('tag'),
  /**
   * The document as imported, external references already embedded: a plain JSON value, kept
   * unchecked here because it can be megabytes and collections are parsed on every edit.
   */
  document: z.unknown(),
});

/** Which operation of the source document a request stands for. */
export const OpenApiOperationRefSchema = z.object({
  /** `GET /pets/{petId}`: method and path template, how operations are matched at an update. */
  key: z.string(),
  operationId: z.string().optional(),
  /** The document no longer has this operation: kept, and shown as removed, never deleted silently. */
  removed: z.boolean().optional(),
});

import * as z from 'zod';
import { CollectionSchema } from '../collection.js';
import { EnvironmentSchema } from '../environment.js';
import { HistoryItemSchema } from '../history.js';
import { SettingsSchema } from '../settings.js';
import type { LaterFormatVersion } from './formatVersion.js';
import type { V2Bundle } from './v2.js';

/**
 * Version 3: collections may also hold WebSocket requests (URL, headers, protocols, auth and saved
 * messages). A Courier that reads up to version 2 would refuse such an item, so the files carrying
 * them say so. Marked by `info: { format: 'courier', version: 3 }`.
 */
export const V3_INFO = { format: 'courier', version: 3 } as const;

export const V3BundleSchema = z.object({
  info: z.object({ format: z.literal(V3_INFO.format), version: z.literal(V3_INFO.version) }),
  collections: z.array(CollectionSchema).default([]),
  environments: z.array(EnvironmentSchema).default([]),
  history: z.array(HistoryItemSchema).default([]),
  settings: SettingsSchema.default(SettingsSchema.parse({})),
  exportedAt: z.string().default(() => new Date().toISOString()),
});
export type V3Bundle = z.infer<typeof V3BundleSchema>;

/** Every version 2 tree is a version 3 tree as it stands: only the marker changes. */
const up = (old: V2Bundle): V3Bundle => ({ ...old, info: V3_INFO });

export const formatV3: LaterFormatVersion<V3Bundle, V2Bundle> = {
  version: V3_INFO.version,
  schema: V3BundleSchema,
  up,
};

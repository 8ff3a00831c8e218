// What a workspace holds, stored on the server: its collections, their requests and folders, the
// OpenAPI document a collection was imported from, and its environments, one file each. Every write carries the version it was based on and is refused with the
// current version when that is stale (versionConflict.ts).
import type { Db } from '../../db/database.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { createCollectionsService, type CollectionsService } from './collections.js';
import { createEnvironmentsService, type EnvironmentsService } from './environments.js';
import { createItemPagesService, type ItemPagesService } from './itemPages.js';
import { createCollectionItemsService, type CollectionItemsService } from './items.js';
import { createOpenApiSourcesService, type OpenApiSourcesService } from './openApiSources.js';
import { createUploadsService, type UploadsService } from './uploads.js';

export type ContentService = CollectionsService &
  CollectionItemsService &
  ItemPagesService &
  UploadsService &
  OpenApiSourcesService &
  EnvironmentsService;

export function createContentService(db: Db, live: LiveChannel): ContentService {
  return {
    ...createCollectionsService(db, live),
    ...createCollectionItemsService(live),
    ...createItemPagesService(db),
    ...createUploadsService(live),
    ...createOpenApiSourcesService(db, live),
    ...createEnvironmentsService(db, live),
  };
}

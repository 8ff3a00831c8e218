// A workspace's templates: the built-in ones and those its members made from a collection, and using
// one, which adds its collection (and environment, if it has one) to the workspace.
import { randomUUID } from 'node:crypto';
import {
  assembleCollection,
  CollectionSchema,
  type CreateTemplateInput,
  type StoredCollection,
  type StoredEnvironment,
  type Template,
  workspaceEvent,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { BUILT_IN_TEMPLATES, type TemplateContent } from './builtInTemplates.js';
import type { ContentService } from './contentService.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

export interface WorkspaceTemplatesService {
  templates(actorId: string, workspaceId: string): Promise<Template[]>;
  createTemplate(actorId: string, workspaceId: string, input: CreateTemplateInput): Promise<Template>;
  useTemplate(
    actorId: string,
    workspaceId: string,
    templateId: string,
  ): Promise<{ collection: StoredCollection; environment: StoredEnvironment | null }>;
}

function templateView(row: repo.TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    builtIn: false,
  };
}

export function createWorkspaceTemplatesService(
  db: Db,
  live: LiveChannel,
  content: ContentService,
): WorkspaceTemplatesService {
  return {
    async templates(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const own = (await repo.templatesOf(db, workspaceId)).map(templateView);
      return [...BUILT_IN_TEMPLATES.map(({ content: _content, ...template }) => template), ...own];
    },

    async createTemplate(actorId, workspaceId, input) {
      // Read before the write: a SQLite transaction holds the only connection.
      const source = input.collectionId
        ? (await content.collections(actorId, workspaceId)).find((collection) => collection.id === input.collectionId)
        : undefined;
      if (input.collectionId && !source) throw new NotFoundError('Collection not found');
      const { id: _id, ...collection } = source
        ? assembleCollection(source)
        : CollectionSchema.parse({ id: 'template', name: input.name });
      const templateContent: TemplateContent = { collection, environment: null };
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const row: repo.TemplateRow = {
          id: randomUUID(),
          workspace_id: workspaceId,
          name: input.name,
          description: input.description,
          category: input.category,
          tags: JSON.stringify(input.tags),
          content: JSON.stringify(templateContent),
          created_by: actorId,
          created_at: new Date().toISOString(),
        };
        await trx.insertInto('ws_templates').values(row).execute();
        const template = templateView(row);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('template_created', { template }),
        });
        return template;
      });
    },

    async useTemplate(actorId, workspaceId, templateId) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const builtIn = BUILT_IN_TEMPLATES.find((template) => template.id === templateId);
        const stored = builtIn ? undefined : await repo.findTemplate(trx, workspaceId, templateId);
        if (!builtIn && !stored) throw new NotFoundError('Template not found');
        const { collection, environment } = builtIn
          ? builtIn.content
          : (JSON.parse(stored!.content) as TemplateContent);
        return {
          collection: await content.insertCollection(trx, record, actorId, workspaceId, collection),
          environment: environment
            ? await content.insertEnvironment(trx, record, actorId, workspaceId, environment)
            : null,
        };
      });
    },
  };
}

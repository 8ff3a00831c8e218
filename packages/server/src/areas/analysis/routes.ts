// /api/advanced-response: the Advanced Response view's calls. Every call works on the caller's own
// recorded responses, schemas and rules (the signed-in user, or the local identity signed out in
// local mode); failures answer { success: false, message, code, error }, `error` being what the
// view shows.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CourierError } from '@courier/core';
import { Router, type ErrorRequestHandler } from 'express';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { statusOf } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { personalOwner } from '../../http/personalOwner.js';
import { validateBody, validateQuery } from '../../http/validateBody.js';
import {
  AlertInputSchema,
  BaselineSchema,
  CacheQuerySchema,
  CompareSchema,
  ExportQuerySchema,
  InferSchema,
  SchemaInputSchema,
  ValidateSchema,
} from './schemas.js';
import type { AnalysisService } from './service.js';
import { AnalysisSettingsPatchSchema } from './settings.js';
import { ImportDocumentSchema } from './transfer.js';

const ANALYSIS_PREFIX = '/advanced-response';
const FORM_LIMIT_BYTES = 256 * 1024;
/**
 * An export with its cache carries bodies of up to the recording cap each. Parsing JSON costs a few
 * times its size in memory, so an import is bounded well below what one user could make a server
 * hold; a larger cache is exported without it or imported in parts.
 */
const IMPORT_LIMIT_BYTES = 32 * 1024 * 1024;

export interface AnalysisRouteOptions {
  mode: ServerMode;
  authenticate: Authenticator;
}

const analysisErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof CourierError) || res.headersSent) {
    next(error);
    return;
  }
  res.status(statusOf(error)).json({ success: false, message: error.message, code: error.code, error: error.message });
};

export function analysisRoutes(service: AnalysisService, { mode, authenticate }: AnalysisRouteOptions): Router {
  const router = Router();
  const owner = personalOwner(authenticate, mode, 'Sign in to use response analysis');
  const form = jsonBody(FORM_LIMIT_BYTES);
  const param = (value: string | string[] | undefined) => String(value);
  router.use(ANALYSIS_PREFIX, owner.resolve);

  const cacheQuery = validateBody(CacheQuerySchema);
  router.post(`${ANALYSIS_PREFIX}/cache`, ...form, cacheQuery, async (req, res) => {
    res.json({ success: true, data: await service.listCache(owner.of(res), cacheQuery.of(req)) });
  });

  router.delete(`${ANALYSIS_PREFIX}/cache/clear`, async (_req, res) => {
    res.json({ success: true, data: { cleared: await service.clearCache(owner.of(res)) } });
  });

  router.get(`${ANALYSIS_PREFIX}/cache/:id`, async (req, res) => {
    res.json({ success: true, data: await service.getCache(owner.of(res), param(req.params.id)) });
  });

  router.delete(`${ANALYSIS_PREFIX}/cache/:id`, async (req, res) => {
    await service.deleteCache(owner.of(res), param(req.params.id));
    res.json({ success: true, message: 'Cached response deleted' });
  });

  const baselineBody = validateBody(BaselineSchema);
  router.post(`${ANALYSIS_PREFIX}/cache/:id/baseline`, ...form, baselineBody, async (req, res) => {
    const data = await service.setBaseline(owner.of(res), param(req.params.id), baselineBody.of(req));
    res.json({ success: true, data });
  });

  router.get(`${ANALYSIS_PREFIX}/cache/:id/drift`, async (req, res) => {
    res.json({ success: true, data: await service.drift(owner.of(res), param(req.params.id)) });
  });

  const compareBody = validateBody(CompareSchema);
  router.post(`${ANALYSIS_PREFIX}/compare`, ...form, compareBody, async (req, res) => {
    const { response1Id, response2Id } = compareBody.of(req);
    res.status(201).json({ success: true, data: await service.compare(owner.of(res), response1Id, response2Id) });
  });

  router.get(`${ANALYSIS_PREFIX}/comparisons`, async (_req, res) => {
    res.json({ success: true, data: await service.comparisons(owner.of(res)) });
  });

  router.get(`${ANALYSIS_PREFIX}/schemas`, async (_req, res) => {
    res.json({ success: true, data: await service.schemas(owner.of(res)) });
  });

  const schemaBody = validateBody(SchemaInputSchema);
  router.post(`${ANALYSIS_PREFIX}/schemas`, ...form, schemaBody, async (req, res) => {
    res.status(201).json({ success: true, data: await service.createSchema(owner.of(res), schemaBody.of(req)) });
  });

  const inferBody = validateBody(InferSchema);
  router.post(`${ANALYSIS_PREFIX}/schemas/infer`, ...form, inferBody, async (req, res) => {
    const schema = await service.inferSchema(owner.of(res), inferBody.of(req).responseIds);
    res.json({ success: true, data: { schema } });
  });

  router.delete(`${ANALYSIS_PREFIX}/schemas/:id`, async (req, res) => {
    await service.deleteSchema(owner.of(res), param(req.params.id));
    res.json({ success: true, message: 'Schema deleted' });
  });

  const validateRequest = validateBody(ValidateSchema);
  router.post(`${ANALYSIS_PREFIX}/validate`, ...form, validateRequest, async (req, res) => {
    const { responseId, schemaId } = validateRequest.of(req);
    res.status(201).json({ success: true, data: await service.validate(owner.of(res), responseId, schemaId) });
  });

  router.get(`${ANALYSIS_PREFIX}/validations`, async (_req, res) => {
    res.json({ success: true, data: await service.validations(owner.of(res)) });
  });

  router.get(`${ANALYSIS_PREFIX}/performance/stats/24h`, async (_req, res) => {
    res.json({ success: true, data: await service.stats(owner.of(res)) });
  });

  router.get(`${ANALYSIS_PREFIX}/alerts`, async (_req, res) => {
    res.json({ success: true, data: await service.alerts(owner.of(res)) });
  });

  const alertBody = validateBody(AlertInputSchema);
  router.post(`${ANALYSIS_PREFIX}/alerts`, ...form, alertBody, async (req, res) => {
    res.status(201).json({ success: true, data: await service.createAlert(owner.of(res), alertBody.of(req)) });
  });

  router.delete(`${ANALYSIS_PREFIX}/alerts/:id`, async (req, res) => {
    await service.deleteAlert(owner.of(res), param(req.params.id));
    res.json({ success: true, message: 'Alert deleted' });
  });

  router.get(`${ANALYSIS_PREFIX}/settings`, async (_req, res) => {
    res.json({ success: true, data: await service.settings(owner.of(res)) });
  });

  const settingsBody = validateBody(AnalysisSettingsPatchSchema);
  router.put(`${ANALYSIS_PREFIX}/settings`, ...form, settingsBody, async (req, res) => {
    res.json({ success: true, data: await service.updateSettings(owner.of(res), settingsBody.of(req)) });
  });

  const exportQuery = validateQuery(ExportQuerySchema);
  router.get(`${ANALYSIS_PREFIX}/export`, exportQuery, async (req, res) => {
    const includeCache = exportQuery.of(req).includeCache === 'true';
    const document = await service.export(owner.of(res), includeCache);
    res.type('application/json');
    res.attachment(`courier-analysis-${new Date().toISOString().slice(0, 10)}.json`);
    await pipeline(Readable.from(document), res);
  });

  const importBody = validateBody(ImportDocumentSchema);
  router.post(`${ANALYSIS_PREFIX}/import`, ...jsonBody(IMPORT_LIMIT_BYTES), importBody, async (req, res) => {
    const summary = await service.import(owner.of(res), importBody.of(req));
    res.json({ success: true, data: summary });
  });

  router.use(ANALYSIS_PREFIX, analysisErrors);
  return router;
}

// /api/themes: the Theme Manager's calls. Every call works on the caller's own themes (http/personalOwner.ts);
// a user id in a path must be the caller's, and an id of someone else's theme is simply not found.
// Failures answer { success: false, message, code, error, details? }: the Theme Manager shows
// `error`, or the `details` joined by commas.
import { Router, type ErrorRequestHandler, type Response } from 'express';
import {
  CourierError,
  ThemeInputSchema,
  ThemeNameSchema,
  ThemePreferencesPatchSchema,
  type ThemeInput,
} from '@courier/core';
import * as z from 'zod';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { ForbiddenError } from '../../errors/serverErrors.js';
import { statusOf } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { personalOwner } from '../../http/personalOwner.js';
import { validateBody, validateQuery } from '../../http/validateBody.js';
import { ThemeInputError } from './errors.js';
import type { ThemeService } from './service.js';

export interface ThemeRouteOptions {
  mode: ServerMode;
  authenticate: Authenticator;
}

/** Not an account id (those are timestamps plus random characters): the local identity's themes are stored under it. */
const LOCAL_THEME_OWNER_ID = 'default';
const FORM_LIMIT_BYTES = 16 * 1024;
const CloneSchema = z.object({ name: ThemeNameSchema });
/** `contrast=more`: the browser's system asks for more contrast, which a user following the system gets. */
const CssQuerySchema = z.object({ contrast: z.enum(['more'], { error: "contrast must be 'more'" }).optional() });
const ActiveSchema = z.object({ themeId: z.string().min(1, 'themeId is required').max(200) });

/** A theme from a request body, every problem listed when it does not validate. */
function themeInputOf(body: unknown): ThemeInput {
  const input = ThemeInputSchema.safeParse(body);
  if (!input.success) throw new ThemeInputError(input.error);
  return input.data;
}

const themeErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof CourierError) || res.headersSent) {
    next(error);
    return;
  }
  res.status(statusOf(error)).json({
    success: false,
    message: error.message,
    code: error.code,
    error: error.message,
    ...(error instanceof ThemeInputError && { details: error.details }),
  });
};

export function themeRoutes(service: ThemeService, { mode, authenticate }: ThemeRouteOptions): Router {
  const router = Router();
  const form = jsonBody(FORM_LIMIT_BYTES);
  const param = (value: string | string[] | undefined) => String(value);
  // Signed out in local mode, themes belong to the local identity under the id the Theme Manager's
  // calls name it by.
  const owner = personalOwner(authenticate, mode, 'Sign in to use themes', LOCAL_THEME_OWNER_ID);
  const ownerOf = (res: Response) => owner.of(res);
  /** A user id in a path is only ever the caller's own: anyone else's is refused. */
  const ownUserId = (res: Response, userId: string): string => {
    if (userId !== owner.of(res)) throw new ForbiddenError('You can only use your own theme settings');
    return userId;
  };
  router.use('/themes', owner.resolve);

  router.get('/themes', async (_req, res) => {
    res.json({ success: true, data: await service.list(ownerOf(res)) });
  });

  router.post('/themes', ...form, async (req, res) => {
    const theme = await service.create(ownerOf(res), themeInputOf(req.body));
    res.status(201).json({ success: true, message: 'Theme created successfully', data: theme });
  });

  router.put('/themes/:id', ...form, async (req, res) => {
    const theme = await service.update(ownerOf(res), param(req.params.id), themeInputOf(req.body));
    res.json({ success: true, message: 'Theme updated', data: theme });
  });

  router.get('/themes/users/:userId/active', async (req, res) => {
    const owner = ownUserId(res, param(req.params.userId));
    const { theme, chosen } = await service.active(owner);
    // `chosen` tells a browser whether to keep its own light/dark choice (nothing chosen yet).
    res.json({ success: true, data: theme, chosen });
  });

  const activeBody = validateBody(ActiveSchema);
  router.post('/themes/users/:userId/active', ...form, activeBody, async (req, res) => {
    const owner = ownUserId(res, param(req.params.userId));
    const { themeId } = activeBody.of(req);
    res.json({ success: true, message: 'Theme applied', data: await service.setActive(owner, themeId) });
  });

  router.get('/themes/users/:userId/preferences', async (req, res) => {
    const owner = ownUserId(res, param(req.params.userId));
    res.json({ success: true, data: await service.preferences(owner) });
  });

  const preferencesBody = validateBody(ThemePreferencesPatchSchema);
  router.put('/themes/users/:userId/preferences', ...form, preferencesBody, async (req, res) => {
    const owner = ownUserId(res, param(req.params.userId));
    const preferences = await service.updatePreferences(owner, preferencesBody.of(req));
    res.json({ success: true, message: 'Preferences updated', data: preferences });
  });

  router.get('/themes/:id', async (req, res) => {
    res.json({ success: true, data: await service.get(ownerOf(res), param(req.params.id)) });
  });

  const cssQuery = validateQuery(CssQuerySchema);
  router.get('/themes/:id/css', cssQuery, async (req, res) => {
    const systemHighContrast = cssQuery.of(req).contrast === 'more';
    const css = await service.stylesheet(ownerOf(res), param(req.params.id), { systemHighContrast });
    res.type('text/css').send(css);
  });

  const cloneBody = validateBody(CloneSchema);
  router.post('/themes/:id/clone', ...form, cloneBody, async (req, res) => {
    const { name } = cloneBody.of(req);
    const theme = await service.clone(ownerOf(res), param(req.params.id), name);
    res.status(201).json({ success: true, message: 'Theme cloned', data: theme });
  });

  router.delete('/themes/:id', async (req, res) => {
    await service.remove(ownerOf(res), param(req.params.id));
    res.json({ success: true, message: 'Theme deleted' });
  });

  router.use('/themes', themeErrors);
  return router;
}

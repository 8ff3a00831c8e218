// /api/outbound-settings/:workspaceId — Settings › Certificates and proxy. Local mode only: in hosted
// mode the server connects out for everyone, and only its operator decides how. Every call works on
// the signed-in person's own settings in a workspace they are a member of.
import { Router } from 'express';
import { CaCertificateInputSchema, ClientCertificateInputSchema, OutboundGeneralInputSchema } from '@courier/core';
import type { ServerMode } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../errors/serverErrors.js';
import { requireUser, userOf, type Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { validateForm } from '../../http/validateBody.js';
import { requireAccess } from '../workspaces/index.js';
import type { OutboundSettingsService, SettingsScope } from './service.js';

export interface OutboundSettingsRouteOptions {
  mode: ServerMode;
  authenticate: Authenticator;
}

/** A PFX of 64 KiB as base64, with room for the rest of the form. */
const FORM_LIMIT_BYTES = 256 * 1024;

const HOSTED_REFUSAL =
  'Certificates and proxy settings are only available when Courier runs locally: on a shared server its operator configures outbound connections';

export function outboundSettingsRoutes(
  service: OutboundSettingsService,
  db: Db,
  { mode, authenticate }: OutboundSettingsRouteOptions,
): Router {
  const router = Router();
  const base = '/outbound-settings/:workspaceId';
  router.use('/outbound-settings', (_req, _res, next) => {
    if (mode === 'hosted') throw new ForbiddenError(HOSTED_REFUSAL);
    next();
  });
  router.use('/outbound-settings', requireUser(authenticate, 'Sign in to change certificates and proxy settings'));
  const body = jsonBody(FORM_LIMIT_BYTES);
  const general = validateForm(OutboundGeneralInputSchema);
  const clientCertificate = validateForm(ClientCertificateInputSchema);
  const caCertificate = validateForm(CaCertificateInputSchema);

  /** The caller's settings in the workspace the path names, once their membership is checked. */
  const scopeOf = async (params: Record<string, string | string[] | undefined>, ownerId: string) => {
    const workspaceId = String(params.workspaceId);
    await requireAccess(db, ownerId, workspaceId, 'read');
    return { ownerId, workspaceId } satisfies SettingsScope;
  };
  const reply = (data: unknown) => ({ success: true, data });

  router.get(base, async (req, res) => {
    res.json(reply(await service.view(await scopeOf(req.params, userOf(res).id))));
  });
  router.put(`${base}/general`, ...body, general, async (req, res) => {
    const scope = await scopeOf(req.params, userOf(res).id);
    res.json(reply(await service.saveGeneral(scope, general.of(req))));
  });
  router.post(`${base}/client-certificates`, ...body, clientCertificate, async (req, res) => {
    const scope = await scopeOf(req.params, userOf(res).id);
    res.json(reply(await service.addClientCertificate(scope, clientCertificate.of(req))));
  });
  router.post(`${base}/ca-certificates`, ...body, caCertificate, async (req, res) => {
    const scope = await scopeOf(req.params, userOf(res).id);
    res.json(reply(await service.addCaCertificate(scope, caCertificate.of(req))));
  });
  for (const [path, kind] of [
    ['client-certificates', 'client'],
    ['ca-certificates', 'ca'],
  ] as const) {
    router.delete(`${base}/${path}/:id`, async (req, res) => {
      const scope = await scopeOf(req.params, userOf(res).id);
      res.json(reply(await service.remove(scope, kind, String(req.params.id))));
    });
  }
  return router;
}

import { Router } from 'express';
import type { Db } from '../../db/database.js';
import { checkHealth } from './service.js';

export function healthRoutes(db: Db, startedAt: number): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const health = await checkHealth(db, startedAt);
    res.status(health.database === 'ok' ? 200 : 503).json({ success: true, data: health });
  });
  return router;
}

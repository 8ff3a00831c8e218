// /api/admin/*: administrators only, checked on every call.
import { Router } from 'express';
import { requireUser, type Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { validateForm, validateQuery } from '../../http/validateBody.js';
import { registrationForm, requireRole, signedInUser } from '../auth/index.js';
import { bulkActionSchema, roleChangeSchema, statusChangeSchema, userListQuerySchema } from './schemas.js';
import type { AdminService } from './service.js';

const FORM_LIMIT_BYTES = 64 * 1024;

export function adminRoutes(admin: AdminService, authenticate: Authenticator): Router {
  const router = Router();
  const form = jsonBody(FORM_LIMIT_BYTES);
  router.use('/admin', requireUser(authenticate, 'Sign in first'), requireRole('admin'));
  const id = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.get('/admin/stats', async (_req, res) => {
    res.json({ success: true, message: 'Statistics loaded', data: await admin.stats() });
  });

  const userList = validateQuery(userListQuerySchema);
  router.get('/admin/users', userList, async (req, res) => {
    const { page, limit, search, role, isActive } = userList.of(req);
    const data = await admin.listUsers(
      {
        search: search || undefined,
        role: role || undefined,
        isActive: isActive === '' || isActive === undefined ? undefined : isActive === 'true',
      },
      page,
      limit,
    );
    res.json({ success: true, message: 'Users loaded', data });
  });

  const roleChange = validateForm(roleChangeSchema);
  router.put('/admin/users/:id/role', ...form, roleChange, async (req, res) => {
    const { role } = roleChange.of(req);
    const user = await admin.changeRole(signedInUser(res).id, id(req.params), role);
    res.json({ success: true, message: `User role updated to ${role}`, data: { user } });
  });

  const statusChange = validateForm(statusChangeSchema);
  router.put('/admin/users/:id/status', ...form, statusChange, async (req, res) => {
    const { isActive } = statusChange.of(req);
    const user = await admin.changeStatus(signedInUser(res).id, id(req.params), isActive);
    const message = isActive ? 'User activated successfully' : 'User deactivated successfully';
    res.json({ success: true, message, data: { user } });
  });

  router.post('/admin/users/:id/unlock', async (req, res) => {
    const user = await admin.unlock(id(req.params));
    res.json({ success: true, message: 'User account unlocked successfully', data: { user } });
  });

  router.delete('/admin/users/:id', async (req, res) => {
    const user = await admin.deleteUser(signedInUser(res).id, id(req.params));
    res.json({ success: true, message: `User "${user.username}" deleted successfully`, data: { user } });
  });

  const bulkAction = validateForm(bulkActionSchema);
  router.post('/admin/bulk-actions', ...form, bulkAction, async (req, res) => {
    const { action, userIds } = bulkAction.of(req);
    const affected = await admin.bulk(signedInUser(res).id, action, userIds);
    res.json({ success: true, message: `Bulk ${action} completed successfully`, data: { affected } });
  });

  const newAdmin = validateForm(registrationForm);
  router.post('/admin/create-admin', ...form, newAdmin, async (req, res) => {
    const user = await admin.createAdmin(newAdmin.of(req));
    res.status(201).json({ success: true, message: 'Admin user created successfully', data: { user } });
  });

  return router;
}

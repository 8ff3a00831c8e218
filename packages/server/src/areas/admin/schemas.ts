// Inputs of the admin calls; Create admin's form is core's registrationSchema. Query
// values arrive as text; anything else (repeated parameters become arrays) is refused.
import { NOT_A_FORM_MESSAGE, USER_ROLES } from '@courier/core';
import * as z from 'zod';

const ROLE_MESSAGE = 'Role must be admin, moderator or user';
const roleSchema = z.enum(USER_ROLES, ROLE_MESSAGE);
const whole = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

export const userListQuerySchema = z.object({
  page: whole('page', 100_000).default(1),
  limit: whole('limit', 100).default(10),
  search: z.string({ error: 'search must be text' }).max(100, 'search must be at most 100 characters').optional(),
  role: z.enum([...USER_ROLES, ''], ROLE_MESSAGE).optional(),
  isActive: z.enum(['true', 'false', ''], 'isActive must be true or false').optional(),
});

export const roleChangeSchema = z.object({ role: roleSchema }, { error: NOT_A_FORM_MESSAGE });

export const statusChangeSchema = z.object(
  { isActive: z.boolean({ error: 'isActive must be true or false' }) },
  { error: NOT_A_FORM_MESSAGE },
);

const BULK_ACTIONS = ['activate', 'deactivate', 'unlock', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkActionSchema = z.object(
  {
    action: z.enum(BULK_ACTIONS, 'Action must be activate, deactivate, unlock or delete'),
    userIds: z
      .array(z.string({ error: 'userIds must be a list of user ids' }).max(100), {
        error: 'Please select users to perform bulk action',
      })
      .min(1, 'Please select users to perform bulk action')
      .max(1000, 'At most 1000 users at a time'),
  },
  { error: NOT_A_FORM_MESSAGE },
);

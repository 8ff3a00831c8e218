import * as z from 'zod';

const count = z.number().int().nonnegative();

/** Where one page of a list stands in the whole (the user list). */
export const PaginationSchema = z.object({
  page: count,
  limit: count,
  total: count,
  totalPages: count,
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Page `page` (from 1) of `total` items, `limit` to a page: the server answers it, the web app reads it. */
export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages };
}

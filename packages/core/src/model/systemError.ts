import * as z from 'zod';

/**
 * The operating system's error behind a request that could not be sent (`connect ECONNREFUSED
 * 127.0.0.1:9`): Node's code, errno, syscall, address and port, and its own message. Newman's
 * reports carry exactly these fields, and scripts that read them keep working.
 */
export const SystemErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errno: z.number().int().optional(),
  syscall: z.string().optional(),
  address: z.string().optional(),
  port: z.number().int().optional(),
});
export type SystemError = z.infer<typeof SystemErrorSchema>;

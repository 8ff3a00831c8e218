import * as z from 'zod';

/** A named value that can be switched off without deleting it: headers, query and form fields. */
export const KeyValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  enabled: z.boolean().default(true),
  description: z.string().optional(),
});
export type KeyValue = z.infer<typeof KeyValueSchema>;

import * as z from 'zod';
import { VariableSchema } from './variable.js';

/** A named set of variables; one is active at a time. */
export const EnvironmentSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, 'Environment name is required'),
  variables: z.array(VariableSchema).default([]),
  /** The built-in environment that cannot be deleted. */
  isDefault: z.boolean().default(false),
});
export type Environment = z.infer<typeof EnvironmentSchema>;

/** The three environments a new workbench starts with, each holding baseUrl and apiKey. */
export function defaultEnvironments(): Environment[] {
  const make = (id: string, name: string, baseUrl: string, isDefault: boolean): Environment => ({
    id,
    name,
    isDefault,
    variables: [
      { key: 'baseUrl', value: baseUrl, enabled: true },
      { key: 'apiKey', value: 'your-api-key', enabled: true },
    ],
  });
  return [
    make('development', 'Development', 'http://localhost:3000', true),
    make('staging', 'Staging', 'https://staging.example.com', false),
    make('production', 'Production', 'https://api.example.com', false),
  ];
}

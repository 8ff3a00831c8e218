// The ten feature areas the overview lists; the overview's feature count is their number.
export interface FeatureArea {
  title: string;
  description: string;
  /** The guide page that teaches it. */
  address: string;
}

export const FEATURE_AREAS: readonly FeatureArea[] = [
  {
    title: 'Request builder',
    description: 'Every method, bodies of each kind and several auth methods, OAuth 2.0 included',
    address: 'api-builder',
  },
  {
    title: 'Response comparison',
    description: 'Two recorded responses side by side: status, headers, body and timing',
    address: 'advanced-response',
  },
  {
    title: 'Mock server',
    description: 'Routes served over real HTTP, with generated data and rules',
    address: 'mock-server',
  },
  {
    title: 'WebSocket testing',
    description: 'Connections relayed by the server, with any handshake header',
    address: 'websocket',
  },
  {
    title: 'Teams and workspaces',
    description: 'Collections and environments shared with people, changing live',
    address: 'team-collaboration',
  },
  {
    title: 'Advanced response caching',
    description: 'Responses kept for comparison, schema validation and 24-hour performance',
    address: 'advanced-response',
  },
  { title: 'Themes', description: 'Built-in and your own themes, with contrast checks', address: 'themes' },
  {
    title: 'Collection runner',
    description: 'Runs in the browser or in CI with data files and reports',
    address: 'collection-runner',
  },
  {
    title: 'Environments and variables',
    description: 'Placeholders, per-environment values and dynamic values',
    address: 'getting-started',
  },
  {
    title: 'Import/Export',
    description: 'Postman collections and environments, cURL, and code in many languages',
    address: 'workspace-management',
  },
];

// What the Mock Server view says, word for word where the product defines it.
export const MOCK_TEXT = {
  /** The port is the one the page came from: the backend serves the app, so it runs there (9000 by default). */
  backendDown: (port: string) =>
    `Cannot connect to backend server. Please make sure the backend is running on port ${port}.`,
  configsUnavailable: 'Mock configurations cannot be loaded',
  configsUnavailableHint: 'The backend server cannot be reached. They appear here as soon as it answers.',
  created: 'Mock configuration created successfully!',
  createFailed: (reason: string) => `Error creating configuration: ${reason}`,
  routeFailed: (reason: string) => `Error adding route: ${reason}`,
  routeBodyInvalid: 'Error adding route. Please check the response body JSON format.',
  selectConfigFirst: 'Please select a configuration first',
  noLogs: 'No request logs yet...',
  hit: 'Mock Response Generated',
  miss: 'No Mock Match Found',
  nameRequired: 'Please enter a configuration name',
  pathRequired: 'Please enter a route path',
  testerBodyInvalid: 'The request body must be valid JSON',
  noExamples: 'This collection has no saved example responses to serve',
  openApiInvalid: 'The OpenAPI document must be JSON or YAML',
  testerHeadersInvalid: 'Headers must be a JSON object of names and values',
} as const;

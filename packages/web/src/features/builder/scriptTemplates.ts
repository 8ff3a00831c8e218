// Inserted from the Scripts tab's Templates menu.

export interface ScriptTemplate {
  id: string;
  label: string;
  code: string;
}

export const TEST_TEMPLATES: readonly ScriptTemplate[] = [
  {
    id: 'status-200',
    label: 'Status code is 200',
    code: `pm.test('Status code is 200', function () {\n  pm.response.to.have.status(200);\n});`,
  },
  {
    id: 'response-time',
    label: 'Response time is less than 500ms',
    code: `pm.test('Response time is less than 500ms', function () {\n  pm.expect(pm.response.responseTime).to.be.below(500);\n});`,
  },
  {
    id: 'json-body',
    label: 'Response body is JSON',
    code: `pm.test('Response body is JSON', function () {\n  pm.response.to.be.json;\n  const data = pm.response.json();\n  pm.expect(data).to.be.an('object');\n});`,
  },
  {
    id: 'header-exists',
    label: 'Content-Type header exists',
    code: `pm.test('Content-Type header exists', function () {\n  pm.response.to.have.header('Content-Type');\n});`,
  },
  {
    id: 'required-fields',
    label: 'Required fields (id, name)',
    code: `pm.test('Response has required fields', function () {\n  const data = pm.response.json();\n  pm.expect(data).to.have.property('id');\n  pm.expect(data).to.have.property('name');\n});`,
  },
  {
    id: 'set-variable',
    label: 'Set a variable from the response',
    code: `const data = pm.response.json();\npm.environment.set('userId', data.id);`,
  },
  {
    id: 'access-token',
    label: 'Extract an access_token',
    code: `const data = pm.response.json();\nif (data.access_token) {\n  pm.environment.set('accessToken', data.access_token);\n}`,
  },
];

export const PRE_REQUEST_TEMPLATES: readonly ScriptTemplate[] = [
  {
    id: 'timestamp',
    label: 'Set a timestamp',
    code: `pm.environment.set('timestamp', Date.now());`,
  },
  {
    id: 'uuid',
    label: 'Generate a UUID',
    code: `pm.environment.set('requestId', uuid());`,
  },
  {
    id: 'random-data',
    label: 'Random data',
    code: `pm.environment.set('randomNumber', randomInt(1, 1000));\npm.environment.set('randomName', 'user_' + randomString(6));`,
  },
  {
    id: 'basic-auth',
    label: 'Base64 basic auth header',
    code: `const credentials = btoa(pm.environment.get('username') + ':' + pm.environment.get('password'));\npm.request.headers.add({ key: 'Authorization', value: 'Basic ' + credentials });`,
  },
  {
    id: 'conditional-url',
    label: 'Conditional URL by environment',
    code: `if (pm.environment.get('env') === 'production') {\n  pm.environment.set('baseUrl', 'https://api.example.com');\n} else {\n  pm.environment.set('baseUrl', 'http://localhost:3000');\n}`,
  },
];

/** Appends a template below what is there, separated by a blank line. */
export function insertTemplate(script: string, template: ScriptTemplate): string {
  return script.trim() === '' ? `${template.code}\n` : `${script.replace(/\s*$/, '')}\n\n${template.code}\n`;
}

// `npm run bench builderTools`: cost of what the builder does on every keystroke or click —
// variable resolution and validation, cURL import, code generation — on typical and hostile
// input. Medians of 5 timed batches after a warm-up. Prints one table.
import {
  importCurl,
  lookupFromScopes,
  resolveRequest,
  resolveTemplate,
  validateRequestVariables,
  variablesForSend,
  type HttpRequest,
  type VariableScopes,
} from '../src/index.js';
import { generateCode } from '../src/codegen/index.js';

function median(batch: number, work: () => void): number {
  work();
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) work();
    return (performance.now() - started) / batch;
  });
  return times.sort((a, b) => a - b)[2]!;
}

const variables = (prefix: string) =>
  Array.from({ length: 200 }, (_, i) => ({ key: `${prefix}${i}`, value: `value-${i}`, enabled: true }));
const scopes: VariableScopes = {
  globals: variables('g'),
  environment: [...variables('e'), { key: 'baseUrl', value: 'https://api.example.test', enabled: true }],
  collectionVariables: variables('c'),
  local: [],
  iterationData: { row: 1 },
};
const request: HttpRequest = {
  method: 'POST',
  url: '{{baseUrl}}/v1/users/:id?page={{e5}}&q={{$randomInt}}',
  headers: Array.from({ length: 10 }, (_, i) => ({ key: `X-H${i}`, value: `{{g${i}}}`, enabled: true })),
  pathVariables: [{ key: 'id', value: '{{c1}}', enabled: true }],
  body: {
    mode: 'raw',
    raw: JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, `{{e${i}}}`]))),
    language: 'json',
  },
  auth: { type: 'bearer', token: '{{g1}}' },
};
const lookup = lookupFromScopes(scopes);

const chrome = String.raw`curl 'https://api.example.com/v1/items?page=2' \
  -H 'accept: application/json, text/plain, */*' \
  -H 'content-type: application/json' \
  -b 'session=abc123; theme=dark' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0' \
  --data-raw $'{"name":"O\'Brien","note":"line1\\nline2"}'`;
const bigBody = `curl https://x.test --data-raw '${'{"a":"b"},'.repeat(500_000)}'`;
const resolved = resolveRequest(request, lookup);

const rows = [
  {
    operation: 'resolveRequest (31 placeholders, 601 variables)',
    ms: median(2000, () => resolveRequest(request, lookup)),
  },
  {
    operation: 'variablesForSend + validateRequestVariables (same request)',
    ms: median(2000, () => validateRequestVariables(request, variablesForSend({ request }, scopes).isDefined)),
  },
  {
    operation: 'resolveTemplate, a = {{a}}{{a}}{{a}} (bounded)',
    ms: median(3, () => resolveTemplate('{{a}}', (name) => (name === 'a' ? '{{a}}{{a}}{{a}}' : undefined))),
  },
  { operation: 'importCurl, Chrome "Copy as cURL" (bash)', ms: median(2000, () => importCurl(chrome)) },
  {
    operation: `importCurl, ${(bigBody.length / 1e6).toFixed(0)} MB --data-raw`,
    ms: median(3, () => importCurl(bigBody)),
  },
  ...(['javascript', 'python', 'curl', 'php', 'java'] as const).map((language) => ({
    operation: `generateCode ${language}`,
    ms: median(500, () => generateCode(resolved, language)),
  })),
];
console.table(rows.map(({ operation, ms }) => ({ operation, 'median ms': ms < 1 ? ms.toFixed(3) : ms.toFixed(1) })));

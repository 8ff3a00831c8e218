// `npm run bench convert`: import and export cost of Postman and native files — a 5,000-request
// collection in 50 folders, and one request whose body and script are 30 MB each. Medians of 5
// runs. Prints one table.
import { exportNative, exportPostman, importFile, type Collection } from '../src/index.js';

function postmanFile(folders: number, perFolder: number): string {
  return JSON.stringify({
    info: { name: 'Bench', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: Array.from({ length: folders }, (_, f) => ({
      name: `Folder ${f}`,
      item: Array.from({ length: perFolder }, (_, r) => ({
        name: `Request ${r}`,
        event: [{ listen: 'test', script: { exec: ['pm.test("ok", () => pm.response.to.have.status(200));'] } }],
        request: {
          method: 'POST',
          header: [{ key: 'Content-Type', value: 'application/json' }],
          body: { mode: 'raw', raw: `{"n": ${r}}`, options: { raw: { language: 'json' } } },
          url: {
            raw: `{{baseUrl}}/folders/${f}/items/:id?page=${r}`,
            host: ['{{baseUrl}}'],
            path: ['folders', String(f), 'items', ':id'],
            query: [{ key: 'page', value: String(r) }],
            variable: [{ key: 'id', value: String(r) }],
          },
        },
      })),
    })),
  });
}

function hugeFile(megabytes: number): string {
  const huge = 'x'.repeat(megabytes * 1024 * 1024);
  return JSON.stringify({
    info: { name: 'Huge', schema: 'postman' },
    item: [
      {
        name: 'r',
        event: [{ listen: 'test', script: { exec: huge } }],
        request: { method: 'POST', url: 'http://h', body: { mode: 'raw', raw: huge } },
      },
    ],
  });
}

function median(work: () => void): number {
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[2]!;
}

const rows: Record<string, string>[] = [];
for (const [label, text] of [
  ['5,000 requests', postmanFile(50, 100)],
  ['30 MB body + 30 MB script', hugeFile(30)],
] as const) {
  let collections: Collection[] = [];
  const importMs = median(() => {
    collections = importFile(text).collections;
  });
  const postmanMs = median(() => exportPostman(collections));
  const nativeText = exportNative({ collections }).text;
  const nativeMs = median(() => exportNative({ collections }));
  const nativeImportMs = median(() => importFile(nativeText));
  rows.push({
    file: label,
    'size MB': (text.length / 1024 / 1024).toFixed(1),
    'Postman import ms': importMs.toFixed(0),
    'Postman export ms': postmanMs.toFixed(0),
    'native export ms': nativeMs.toFixed(0),
    'native import ms': nativeImportMs.toFixed(0),
  });
}
console.table(rows);

// `npm run bench history`: searching a full history (100 entries, the cap) whose responses are
// 200 KB of JSON each, 20 MB in all — one word, three words, and a word only one body holds — beside
// the anchor measured in the same run: lower-casing every field and testing `includes`, what a
// search written the obvious way does. Medians of 9 runs.
import { HistoryItemSchema, searchHistory, type HistoryItem } from '../src/index.js';

const items: HistoryItem[] = Array.from({ length: 100 }, (_, index) =>
  HistoryItemSchema.parse({
    id: `e${index}`,
    timestamp: new Date().toISOString(),
    request: { method: index % 3 === 0 ? 'POST' : 'GET', url: `https://api.example.com/items/${index}?page=${index}` },
    response: {
      status: index % 7 === 0 ? 404 : 200,
      body: JSON.stringify({
        items: Array.from({ length: 2000 }, (_, n) => ({ id: n, name: `Item ${n}`, note: 'x'.repeat(60) })),
        n: index,
      }),
    },
  }),
);

function anchor(text: string): HistoryItem[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const fields = [
      item.request.method,
      item.request.url,
      String(item.response?.status ?? ''),
      item.response?.body ?? '',
    ].map((field) => field.toLowerCase());
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}

function median(work: () => unknown): number {
  const times = Array.from({ length: 9 }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[4]!;
}

const rows = ['items', 'post items 404', '"n":42}'].map((text) => ({
  search: text,
  found: searchHistory(items, { text }).length,
  'Courier ms': median(() => searchHistory(items, { text })).toFixed(1),
  'lower-case + includes ms': median(() => anchor(text)).toFixed(1),
}));
const megabytes = items.reduce((sum, item) => sum + (item.response?.body.length ?? 0), 0) / 1024 / 1024;
console.log(`${items.length} entries, ${megabytes.toFixed(1)} MB of response bodies`);
console.table(rows);

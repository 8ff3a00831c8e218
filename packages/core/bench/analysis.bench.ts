// `npm run bench analysis`: response analysis on two ~5 MB JSON bodies of an order listing, the
// second with realistic changes (prices, a status, records added, removed and moved, a new
// timestamp). Beside each figure, an anchor measured in the same run: parsing and re-serialising
// the same two bodies, and a plain deep-equal of them. Medians of 5 runs after a warm-up.
import { availableParallelism, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_DRIFT_IGNORE,
  compareResponses,
  diffJson,
  diffText,
  driftFromBaseline,
  inferJsonSchema,
  mergeDriftIgnore,
  validateAgainstSchema,
  type CapturedResponse,
} from '../src/index.js';

function median(work: () => void): number {
  work();
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[2]!;
}

interface Order {
  id: string;
  customer: { name: string; email: string; tier: string };
  lines: Array<{ sku: string; quantity: number; price: number }>;
  status: string;
  total: number;
  updatedAt: string;
}

function order(index: number): Order {
  const lines = Array.from({ length: 3 }, (_, line) => ({
    sku: `SKU-${(index * 7 + line) % 9973}`,
    quantity: 1 + ((index + line) % 4),
    price: Math.round(((index * 31 + line * 17) % 10_000) + 99) / 100,
  }));
  return {
    id: `ord_${index.toString(36).padStart(6, '0')}`,
    customer: {
      name: `Customer ${index}`,
      email: `customer${index}@example.com`,
      tier: index % 5 === 0 ? 'gold' : 'standard',
    },
    lines,
    status: ['paid', 'shipped', 'delivered'][index % 3]!,
    total: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
    updatedAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
  };
}

/** The second listing: 1 % repriced, 0.5 % with a new status, 100 removed, 100 added, 50 moved to the end. */
function changed(orders: Order[]): Order[] {
  const next = orders
    .filter((_, index) => index % 200 !== 7)
    .map((item, index) => {
      if (index % 100 === 3)
        return { ...item, lines: item.lines.map((line, at) => (at === 0 ? { ...line, price: line.price + 1 } : line)) };
      if (index % 200 === 11) return { ...item, status: 'refunded', updatedAt: '2024-06-01T00:00:00.000Z' };
      return item;
    });
  const moved = next.splice(1000, 50);
  return [...next, ...moved, ...Array.from({ length: 100 }, (_, index) => order(orders.length + index))];
}

let count = 0;
let firstOrders: Order[] = [];
while (JSON.stringify(firstOrders).length < 5_000_000)
  firstOrders = Array.from({ length: (count += 2_000) }, (_, index) => order(index));
const listing = (orders: Order[], generatedAt: string) => ({ page: 1, total: orders.length, generatedAt, orders });
const firstBody = JSON.stringify(listing(firstOrders, '2024-06-01T10:00:00.000Z'));
const secondBody = JSON.stringify(listing(changed(firstOrders), '2024-06-01T10:05:00.000Z'));
// The same listings with the ids taken out: arrays are then matched index by index.
const withoutIds = (body: string) => body.replace(/"id":"ord_[0-9a-z]+",/g, '');
const prettyFirst = JSON.stringify(JSON.parse(firstBody), null, 2);
const prettySecond = JSON.stringify(JSON.parse(secondBody), null, 2);

function response(body: string, totalMs: number): CapturedResponse {
  return {
    status: 200,
    headers: [['Content-Type', 'application/json']],
    body,
    bodyHash: '',
    size: body.length,
    totalMs,
  };
}
const first = response(firstBody, 120);
const second = response(secondBody, 95);
const parsedFirst: unknown = JSON.parse(firstBody);
const parsedSecond: unknown = JSON.parse(secondBody);
// Deep-equal stops at the first difference; an equal copy makes it walk the whole body.
const parsedFirstCopy: unknown = JSON.parse(firstBody);
const firstWithoutIds = response(withoutIds(firstBody), 120);
const secondWithoutIds = response(withoutIds(secondBody), 95);
const schema = inferJsonSchema([parsedFirst]);

const anchors = {
  'JSON.parse + JSON.stringify, both bodies': median(() => {
    JSON.stringify(JSON.parse(firstBody));
    JSON.stringify(JSON.parse(secondBody));
  }),
  'isDeepStrictEqual of the first body and an equal copy': median(() =>
    isDeepStrictEqual(parsedFirst, parsedFirstCopy),
  ),
};
const parseAnchor = anchors['JSON.parse + JSON.stringify, both bodies'];

const changes = compareResponses(first, second).body;
const indexChanges = compareResponses(firstWithoutIds, secondWithoutIds).body;
const rows = [
  ...Object.entries(anchors).map(([operation, ms]) => ({ operation: `anchor: ${operation}`, ms })),
  {
    operation: 'compareResponses (parse + diffJson, records by id)',
    ms: median(() => compareResponses(first, second)),
  },
  { operation: 'diffJson of the parsed bodies (records by id)', ms: median(() => diffJson(parsedFirst, parsedSecond)) },
  {
    operation: 'compareResponses, no ids (arrays by index)',
    ms: median(() => compareResponses(firstWithoutIds, secondWithoutIds)),
  },
  {
    operation: 'driftFromBaseline, defaults + $.orders[*].updatedAt',
    ms: median(() =>
      driftFromBaseline(
        first,
        second,
        mergeDriftIgnore(DEFAULT_DRIFT_IGNORE, { bodyPaths: ['$.orders[*].updatedAt'], headers: [] }),
      ),
    ),
  },
  {
    operation: `diffText of the pretty-printed bodies (${(prettyFirst.length / 1e6).toFixed(1)} MB each)`,
    ms: median(() => diffText(prettyFirst, prettySecond)),
  },
  { operation: 'inferJsonSchema of the first body', ms: median(() => inferJsonSchema([parsedFirst])) },
  {
    operation: 'validateAgainstSchema of the second body',
    ms: median(() => validateAgainstSchema(schema, parsedSecond)),
  },
];

function countOf(diff: ReturnType<typeof compareResponses>['body']): number | string {
  return diff.kind === 'json' ? diff.changes.length : diff.kind;
}

const [load] = loadavg();
if (load! > availableParallelism()) {
  console.log(
    `load average ${load!.toFixed(1)} on ${availableParallelism()} cores: other work on the machine inflates every figure`,
  );
}
console.log(
  `Bodies: ${(firstBody.length / 1e6).toFixed(2)} MB and ${(secondBody.length / 1e6).toFixed(2)} MB, ${firstOrders.length} orders; ` +
    `${countOf(changes)} JSON changes found by id, ${countOf(indexChanges)} by index.`,
);
console.table(
  rows.map(({ operation, ms }) => ({
    operation,
    'median ms': ms.toFixed(1),
    '× parse anchor': (ms / parseAnchor).toFixed(2),
  })),
);

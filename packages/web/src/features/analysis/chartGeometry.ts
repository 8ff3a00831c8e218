// Where the 24-hour response-time chart draws: one point per hour that had requests, scaled so the
// slowest hour reaches the top. Hours without requests leave a gap in the line, never a false zero.
export interface SeriesBucket {
  start: string;
  requestCount: number;
  averageResponseTime: number;
}

interface ChartPoint {
  x: number;
  y: number;
  bucket: SeriesBucket;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** SVG path data: a line through consecutive hours with requests, broken where an hour had none. */
  path: string;
  /** The value at the top of the chart (the slowest hour, rounded up to a readable figure). */
  ceiling: number;
}

/** 1, 2 or 5 times a power of ten, at least `value`: the chart's top reads as a round figure. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) as number;
  return step * magnitude;
}

export function chartGeometry(series: readonly SeriesBucket[], width: number, height: number): ChartGeometry {
  const ceiling = niceCeiling(Math.max(0, ...series.map((bucket) => bucket.averageResponseTime)));
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  const points: ChartPoint[] = [];
  let path = '';
  let drawing = false;
  series.forEach((bucket, index) => {
    if (bucket.requestCount === 0) {
      drawing = false;
      return;
    }
    const x = Math.round(index * step * 10) / 10;
    const y = Math.round((height - (bucket.averageResponseTime / ceiling) * height) * 10) / 10;
    points.push({ x, y, bucket });
    path += `${drawing ? 'L' : 'M'}${x} ${y} `;
    drawing = true;
  });
  return { points, path: path.trim(), ceiling };
}

// The part of Newman's node API the benchmark uses (newman ships no types).
declare module 'newman' {
  interface RunOptions {
    collection: unknown;
    iterationCount?: number;
    reporters?: string[];
  }
  interface Summary {
    run: { stats: { requests: { total: number }; assertions: { total: number; failed: number } } };
  }
  export function run(options: RunOptions, callback: (error: Error | null, summary: Summary) => void): void;
}

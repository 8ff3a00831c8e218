/** A duration as the figures show it: under 1000 ms in ms, otherwise seconds with 2 decimals. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

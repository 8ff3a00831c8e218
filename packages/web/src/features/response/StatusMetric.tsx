import { Metric } from '../../ui/Metric.js';
import { statusClass } from './formatBody.js';

/** The status figure, coloured by its class (2xx, 4xx …). */
export function StatusMetric({ code, text }: { code: number; text: string }) {
  return <Metric label="Status" value={`${code} ${text}`.trim()} className={statusClass(code)} />;
}

// How an alert rule reads: its metric by name, and values in the metric's own unit (a time or a rate).
import { formatDuration } from '../shared/formatDuration.js';
import { formatRate } from './analysisFormat.js';
import type { AlertMetric } from '@courier/core/analysis-replies';

export const METRIC_LABELS: Record<AlertMetric, string> = {
  p95ResponseTime: 'p95 response time',
  averageResponseTime: 'Average response time',
  errorRate: 'Error rate',
};

export function metricValue(metric: AlertMetric, value: number): string {
  return metric === 'errorRate' ? formatRate(value) : formatDuration(value);
}

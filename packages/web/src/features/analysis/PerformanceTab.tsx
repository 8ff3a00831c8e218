// The last 24 hours of the user's sends: how many, how fast (average and 95th percentile), how much
// data and how many failed, with the response time per hour and the alert rules.
import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { formatDuration } from '../shared/formatDuration.js';
import { formatBytes, formatRate } from './analysisFormat.js';
import { AlertsPanel } from './AlertsPanel.js';
import { ResponseTimeChart } from './ResponseTimeChart.js';
import { useAnalysis } from './useAnalysis.js';

export function PerformanceTab() {
  const stats = useAnalysis((state) => state.stats);
  const statsState = useAnalysis((state) => state.statsState);
  const reload = useAnalysis((state) => state.loadPerformance);
  if (!stats) {
    return (
      <p className="collab-panel muted" role="status">
        {statsState === 'failed' ? 'The 24-hour statistics could not be loaded.' : 'Loading the 24-hour statistics…'}
      </p>
    );
  }
  const figures: Array<[string, string]> = [
    ['Requests', String(stats.requestCount)],
    ['Average response time', formatDuration(stats.averageResponseTime)],
    ['p95 response time', formatDuration(stats.p95ResponseTime)],
    ['Data transferred', formatBytes(stats.totalDataTransferred)],
    ['Error rate', formatRate(stats.errorRate)],
  ];
  return (
    <div className="collab-panel analysis-performance">
      <div className="collab-toolbar">
        <span className="muted">Last 24 hours</span>
        <div className="collab-toolbar-end">
          <Button size="sm" icon={<RefreshCw size={14} />} onPress={() => void reload()}>
            Refresh
          </Button>
        </div>
      </div>
      <dl className="analysis-figures" aria-label="24-hour statistics">
        {figures.map(([label, value]) => (
          <div key={label} className="collab-card">
            <dt className="collab-card-text">{label}</dt>
            <dd className="collab-figure-value">{value}</dd>
          </div>
        ))}
      </dl>
      <ResponseTimeChart series={stats.series} />
      <AlertsPanel />
    </div>
  );
}

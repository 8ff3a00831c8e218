// The mock server's figures: configurations, routes and the requests they answered.
import { backendPort } from './backendPort.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';

export function StatisticsTab() {
  const stats = useMock((state) => state.stats);
  if (!stats) return <p className="muted">{MOCK_TEXT.backendDown(backendPort())}</p>;
  const figures: Array<[string, number]> = [
    ['Configurations', stats.totalConfigs],
    ['Enabled configurations', stats.enabledConfigs],
    ['Routes', stats.totalRoutes],
    ['Requests', stats.totalRequests],
    ['Matched requests', stats.matchedRequests],
    ['Requests in the last hour', stats.recentRequests],
  ];
  return (
    <dl className="mock-stats">
      {figures.map(([label, value]) => (
        <div key={label} className="collab-card">
          <dt className="collab-card-text">{label}</dt>
          <dd className="collab-figure-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// Alert rules: a threshold on one of the 24-hour figures of a request URL. The server says which
// are breached now; those are marked first in the list.
import { Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { ALERT_METRICS, type AlertMetric } from '@courier/core/analysis-replies';
import { METRIC_LABELS, metricValue } from './alertText.js';
import { useAnalysis } from './useAnalysis.js';

function AddAlertForm() {
  const addAlert = useAnalysis((state) => state.addAlert);
  const [url, setUrl] = useState('');
  const [metric, setMetric] = useState<AlertMetric>('p95ResponseTime');
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string>();
  const rate = metric === 'errorRate';

  const submit = async () => {
    const value = Number(threshold);
    if (!url.trim()) return setError('Enter the request URL the alert watches');
    if (threshold.trim() === '' || !Number.isFinite(value) || value < 0)
      return setError('Enter a threshold of 0 or more');
    const failure = await addAlert({ url: url.trim(), metric, threshold: value });
    setError(failure);
    if (!failure) {
      setUrl('');
      setThreshold('');
    }
  };

  return (
    <form
      className="analysis-alert-form"
      aria-label="Add alert"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="Request URL" value={url} mono onChange={setUrl} placeholder="https://api.example.com/users" />
      <SelectField label="Metric" value={metric} onChange={(value) => setMetric(value as AlertMetric)}>
        {ALERT_METRICS.map((each) => (
          <option key={each} value={each}>
            {METRIC_LABELS[each]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={rate ? 'Threshold (%)' : 'Threshold (ms)'}
        value={threshold}
        type="number"
        onChange={setThreshold}
      />
      <Button type="submit" icon={<Plus size={16} />}>
        Add alert
      </Button>
      <ErrorMessage message={error} className="analysis-alert-error" />
    </form>
  );
}

export function AlertsPanel() {
  const alerts = useAnalysis((state) => state.alerts);
  const deleteAlert = useAnalysis((state) => state.deleteAlert);
  const ordered = [...alerts].sort((a, b) => Number(b.breached) - Number(a.breached));
  return (
    <section className="analysis-alerts" aria-label="Alerts">
      <h3 className="collab-section-title">Alerts</h3>
      {ordered.length === 0 ? (
        <p className="muted">No alert rules. Add one to be told when a request gets slow or starts failing.</p>
      ) : (
        <ul className="collab-list" aria-label="Alert rules">
          {ordered.map((alert) => (
            <li key={alert.id} className="collab-row" data-breached={alert.breached}>
              {alert.breached ? (
                <TriangleAlert size={16} className="analysis-breached-icon" aria-hidden="true" />
              ) : null}
              <div className="collab-row-main">
                <span className="collab-row-title">
                  {METRIC_LABELS[alert.metric]} above {metricValue(alert.metric, alert.threshold)}{' '}
                  <span className={`pill ${alert.breached ? 'pill-danger' : 'pill-success'}`}>
                    {alert.breached ? 'Breached' : 'OK'}
                  </span>
                </span>
                <span className="collab-row-text mono">{alert.url}</span>
                <span className="collab-row-text">
                  Now: {alert.current === null ? 'no requests in 24 hours' : metricValue(alert.metric, alert.current)}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete alert on ${alert.url}`}
                icon={<Trash2 size={14} />}
                onPress={() => void deleteAlert(alert.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddAlertForm />
    </section>
  );
}

// One recorded response opened: its headers and body, marking it as the baseline of its request,
// and the drift of this response from that request's baseline.
import { Flag, GitCompareArrows, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { prettyJson } from '../response/formatBody.js';
import { callFailure } from '../shared/callFailure.js';
import { formatDuration } from '../shared/formatDuration.js';
import { analysisApi } from './analysisApi.js';
import { formatBytes, shortId } from './analysisFormat.js';
import type { CachedResponse, CachedResponseWithBody, DriftReply } from '@courier/core/analysis-replies';
import { DriftView } from './DriftView.js';
import { useAnalysis } from './useAnalysis.js';

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

export function CachedResponseDialog({ entry, onClose }: { entry: CachedResponse; onClose: () => void }) {
  const setBaseline = useAnalysis((state) => state.setBaseline);
  const deleteCachedResponse = useAnalysis((state) => state.deleteCachedResponse);
  const baseline = useAnalysis(
    (state) => state.cache.find((item) => item.id === entry.id)?.metadata.baseline ?? entry.metadata.baseline,
  );
  const [full, setFull] = useState<Loaded<CachedResponseWithBody>>({ state: 'loading' });
  const [drift, setDrift] = useState<Loaded<DriftReply> | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let current = true;
    analysisApi.cachedResponse(entry.id).then(
      (value) => current && setFull({ state: 'ready', value }),
      (thrown: unknown) =>
        current && setFull({ state: 'failed', message: callFailure('Could not load the response', thrown) }),
    );
    return () => {
      current = false;
    };
  }, [entry.id]);

  const showDrift = async () => {
    setDrift({ state: 'loading' });
    try {
      setDrift({ state: 'ready', value: await analysisApi.drift(entry.id) });
    } catch (thrown) {
      setDrift({ state: 'failed', message: callFailure('Could not compute the drift', thrown) });
    }
  };

  const body = full.state === 'ready' ? full.value.body : null;
  return (
    <Dialog isOpen onClose={onClose} title={`Response ${shortId(entry.id)}`} size="lg">
      <div className="analysis-entry">
        <p className="analysis-entry-line">
          <span className={`method method-${entry.request.method}`}>{entry.request.method}</span>{' '}
          <span className="mono">{entry.request.url}</span>
        </p>
        <p className="muted">
          Status {entry.response.status} · {formatDuration(entry.performance.total)} ·{' '}
          {formatBytes(entry.performance.size.response)} · {entry.metadata.environment ?? 'No environment'} ·{' '}
          {new Date(entry.metadata.cachedAt).toLocaleString()}
        </p>
        <div className="collab-actions">
          <Button icon={<Flag size={16} />} onPress={() => void setBaseline(entry, !baseline)}>
            {baseline ? 'Unmark baseline' : 'Mark as baseline'}
          </Button>
          <Button icon={<GitCompareArrows size={16} />} onPress={() => void showDrift()}>
            Show drift from baseline
          </Button>
          <Button variant="danger" icon={<Trash2 size={16} />} onPress={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
        {drift?.state === 'loading' ? <p className="muted">Comparing with the baseline…</p> : null}
        {drift?.state === 'failed' ? <ErrorMessage message={drift.message} /> : null}
        {drift?.state === 'ready' ? <DriftView reply={drift.value} /> : null}
        <h3 className="collab-section-title">Headers</h3>
        <table className="analysis-table" aria-label="Response headers">
          <tbody>
            {entry.response.headers.map(([name, value], index) => (
              <tr key={`${name}-${index}`}>
                <th scope="row" className="mono">
                  {name}
                </th>
                <td className="mono">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="collab-section-title">Body</h3>
        {full.state === 'loading' ? <p className="muted">Loading the body…</p> : null}
        {full.state === 'failed' ? <ErrorMessage message={full.message} /> : null}
        {full.state === 'ready' && body === null ? (
          <p className="muted">
            The body was not kept: it is larger than the recording cap. Its size and hash are recorded.
          </p>
        ) : null}
        {body !== null ? (
          <CodeEditor
            label="Recorded body"
            mode={prettyJson(body) === undefined ? 'text' : 'json'}
            value={prettyJson(body) ?? body}
            readOnly
            maxHeight="360px"
          />
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={deleting}
        message={`Are you sure you want to delete the recorded response ${shortId(entry.id)}?`}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          onClose();
          void deleteCachedResponse(entry.id);
        }}
      />
    </Dialog>
  );
}

// One recorded response: a band in its status colour, method, URL, environment, when, how long,
// how big, and the last 8 characters of its id; a checkbox selects it, the button opens it. Under a
// search, the searched words are marked in the URL, and a match in the body is said.
import { Flag, PanelRightOpen } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { MarkedText } from '../../ui/MarkedText.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { statusClass } from '../response/formatBody.js';
import { formatDuration } from '../shared/formatDuration.js';
import { TimeAgo } from '../shared/TimeAgo.js';
import { formatBytes, shortId } from './analysisFormat.js';
import type { CachedResponse } from '@courier/core/analysis-replies';

export interface CacheRowProps {
  entry: CachedResponse;
  /** The searched words, marked where the URL holds them. */
  words: readonly string[];
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

export function CacheRow({ entry, words, selected, onToggle, onOpen }: CacheRowProps) {
  const { request, response, metadata, performance } = entry;
  const name = `${request.method} ${request.url} (${shortId(entry.id)})`;
  return (
    <li className={`collab-row analysis-cache-row band-${statusClass(response.status)}`} data-selected={selected}>
      <input type="checkbox" checked={selected} onChange={onToggle} aria-label={`Select ${name}`} />
      <span className={`analysis-status mono ${statusClass(response.status)}`}>{response.status}</span>
      <MethodBadge method={request.method} />
      <span className="mono analysis-url" title={request.url}>
        <MarkedText text={request.url} words={words} />
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Open ${name}`}
        icon={<PanelRightOpen size={16} />}
        onPress={onOpen}
      />
      <span className="analysis-row-meta">
        {metadata.baseline ? (
          <span className="pill pill-primary">
            <Flag size={12} aria-hidden="true" /> Baseline
          </span>
        ) : null}
        {entry.foundIn === 'response body' ? <span className="pill">Found in response body</span> : null}
        <span className="pill">{metadata.environment ?? 'No environment'}</span>
        <TimeAgo at={metadata.cachedAt} />
        <span className="mono">{formatDuration(performance.total)}</span>
        <span className="mono">{formatBytes(performance.size.response)}</span>
        <code className="muted">{shortId(entry.id)}</code>
      </span>
    </li>
  );
}

// The editor's preview: a miniature of the workbench itself — the shell's own top bar (without the
// environment selector and user menu the features add to it) and navigation rail, a request line with the real method badge and Send button, and a response whose JSON the
// response viewer's own highlighter colours — all under the draft theme's tokens, which the
// section sets as custom properties so nothing outside it changes. It is a picture: inert, and
// hidden from assistive technology, which would otherwise meet a second top bar and rail.
import { THEME_TOKEN_NAMES, type ThemeTokens } from '@courier/core';
import { Send } from 'lucide-react';
import type { CSSProperties } from 'react';
import { TopBar } from '../../shell/TopBar.js';
import { ViewNav } from '../../shell/ViewNav.js';
import { Button } from '../../ui/Button.js';
import { colorJsonLine } from '../../ui/jsonLine.js';
import { Metric } from '../../ui/Metric.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import '../response/response.css';
import { formatSize, statusClass } from '../response/formatBody.js';

const SAMPLE_URL = 'https://api.example.com/users/42';
const SAMPLE_JSON = JSON.stringify(
  { id: 42, name: 'Ada Lovelace', email: 'ada@example.com', active: true, manager: null, roles: ['admin'] },
  null,
  2,
);
const SAMPLE_LINES = SAMPLE_JSON.split('\n');
const SAMPLE_SIZE = formatSize(new TextEncoder().encode(SAMPLE_JSON).length);

export function ThemePreview({ tokens }: { tokens: ThemeTokens | undefined }) {
  const style = tokens
    ? (Object.fromEntries(THEME_TOKEN_NAMES.map((token) => [`--color-${token}`, tokens[token]])) as CSSProperties)
    : undefined;
  return (
    <section aria-label="Preview" className="theme-preview" style={style}>
      <div className="theme-preview-chrome" inert aria-hidden="true">
        <TopBar />
        <div className="theme-preview-main">
          <ViewNav variant="rail" />
          <div className="theme-preview-work">
            <div className="url-bar">
              <MethodBadge method="GET" />
              <span className="theme-preview-url mono">{SAMPLE_URL}</span>
              <Button variant="primary" className="send-button" icon={<Send size={15} />}>
                Send
              </Button>
            </div>
            <div className="response-meta">
              <Metric label="Status" value="200 OK" className={statusClass(200)} />
              <Metric label="Time" value="84 ms" />
              <Metric label="Size" value={SAMPLE_SIZE} />
            </div>
            <pre className="theme-preview-body mono">
              {SAMPLE_LINES.map((line, index) => (
                <div key={index}>{colorJsonLine(line)}</div>
              ))}
            </pre>
            <p className="theme-preview-badges">
              <MethodBadge method="POST" />
              <MethodBadge method="PUT" />
              <MethodBadge method="DELETE" />
              <span className={statusClass(404)}>404 Not Found</span>
              <span className="muted">Muted text</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

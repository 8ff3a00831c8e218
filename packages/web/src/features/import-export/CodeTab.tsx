// Code: a language, a request, the snippet and Copy ('Copied!' for 2 s).
import { messageOf } from '@courier/core';
import { listCodegenTargets } from '@courier/core/codegen';
import { useMemo, useState } from 'react';
import { CopyButton } from '../../ui/CopyButton.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { httpRequestOf } from '../builder/builderStore.js';
import { useBuilder } from '../builder/useBuilder.js';
import { useCollections } from '../collections/useCollections.js';
import { useActiveVariables } from '../environments/useEnvironments.js';
import { listCodeRequests, snippetFor } from './codeRequests.js';

export function CodeTab() {
  const targets = useMemo(() => listCodegenTargets(), []);
  const draft = useBuilder((state) => state.draft);
  const collections = useCollections((state) => state.collections);
  const environment = useActiveVariables();
  const [language, setLanguage] = useState('javascript');
  const [requestId, setRequestId] = useState('');
  const [copyError, setCopyError] = useState<string>();

  const choices = useMemo(() => listCodeRequests(httpRequestOf(draft), collections), [draft, collections]);
  const choice = choices.find((candidate) => candidate.id === requestId);
  const result = useMemo(() => {
    try {
      return { snippet: snippetFor(choice, language, environment) };
    } catch (thrown) {
      return { error: messageOf(thrown) };
    }
  }, [choice, language, environment]);

  return (
    <div className="ie-tab">
      <div className="field-pair ie-code-controls">
        <SelectField label="Language" value={language} onChange={setLanguage}>
          {targets.map((target) => (
            <option key={target.id} value={target.specLanguage ?? target.id}>
              {target.specLanguage ? `${target.specLanguage} (${target.title})` : target.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="Request" value={requestId} onChange={setRequestId}>
          <option value="">Select a request…</option>
          {choices.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </SelectField>
      </div>
      {result.snippet !== undefined ? (
        <div className="ie-snippet">
          <CopyButton className="ie-copy" text={result.snippet} onCopyError={setCopyError} />
          <ErrorMessage message={copyError} />
          <pre className="ie-snippet-text" aria-label="Generated code" tabIndex={0}>
            {result.snippet}
          </pre>
        </div>
      ) : (
        <p className="ie-message muted" role="status">
          {result.error}
        </p>
      )}
    </div>
  );
}

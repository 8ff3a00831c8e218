// The Tester: a request sent to the mocks without leaving the view; the answer is the mocked
// response, or why nothing matched.
import { MOCK_METHODS, messageOf } from '@courier/core';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { MissExplanation } from './MissExplanation.js';
import { mockApi, type MockTestReply } from './mockApi.js';
import { MOCK_TEXT } from './mockMessages.js';
import { useMock } from './mockStore.js';
import { servedUrl } from './servedUrl.js';

function parseObject(text: string): Record<string, string> | undefined {
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, String(item)]));
  } catch {
    return undefined;
  }
}

export function TesterTab() {
  const selected = useMock((state) => state.configs.find((config) => config.id === state.selectedId));
  const [method, setMethod] = useState('GET');
  const [url, setUrl] = useState('');
  const [headers, setHeaders] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string>();
  const [reply, setReply] = useState<MockTestReply>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const headerRecord = parseObject(headers);
    if (!headerRecord) return setProblem(MOCK_TEXT.testerHeadersInvalid);
    let parsedBody: unknown;
    if (body.trim() !== '') {
      try {
        parsedBody = JSON.parse(body);
      } catch {
        return setProblem(MOCK_TEXT.testerBodyInvalid);
      }
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const target = url.trim() || (selected ? servedUrl(selected) : '/');
      setReply(await mockApi.test({ method, url: target, headers: headerRecord, body: parsedBody }));
      void useMock.getState().refreshActivity();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mock-tester">
      <form
        className="mock-tester-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="mock-route-line">
          <SelectField label="Method" value={method} onChange={setMethod}>
            {MOCK_METHODS.filter((item) => item !== 'ALL').map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </SelectField>
          <TextField
            label="URL"
            value={url}
            mono
            placeholder={selected ? `${servedUrl(selected)}/users/1` : '/users/1'}
            onChange={setUrl}
          />
        </div>
        <Field label="Headers (JSON)">
          <textarea
            className="textarea mono"
            rows={2}
            value={headers}
            placeholder='{ "x-tenant": "acme" }'
            onChange={(event) => setHeaders(event.target.value)}
          />
        </Field>
        <Field label="Body (JSON)">
          <textarea className="textarea mono" rows={4} value={body} onChange={(event) => setBody(event.target.value)} />
        </Field>
        <div>
          <Button variant="primary" type="submit" icon={<Send size={16} />} isDisabled={busy}>
            {busy ? 'Testing…' : 'Test'}
          </Button>
        </div>
        {problem ? (
          <p className="collab-form-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      {reply ? (
        <section className="mock-result" data-matched={reply.success} aria-label="Tester result">
          <h2>{reply.success ? MOCK_TEXT.hit : MOCK_TEXT.miss}</h2>
          {reply.response ? (
            <>
              <p>
                <strong>
                  {reply.response.status} {reply.response.statusText}
                </strong>
                {reply.choice ? <span className="muted"> · response: {reply.choice}</span> : null}
              </p>
              {reply.error ? <p className="collab-form-error">{reply.error}</p> : null}
              <pre className="mock-body mono">{reply.response.body}</pre>
            </>
          ) : null}
          {reply.explanation ? <MissExplanation explanation={reply.explanation} /> : null}
        </section>
      ) : null}
    </div>
  );
}

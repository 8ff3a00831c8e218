// What recording redacts: the built-in rule said in full, and the names the user adds to it.
import { CREDENTIAL_HEADERS, MIN_SCRUBBED_LENGTH, REDACTED, SECRET_WORDS } from '@courier/core';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';

const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

export interface RedactionSettingsProps {
  names: readonly string[];
  /** The name being typed, added by Add or by Save. */
  draft: string;
  error?: string;
  onDraftChange: (draft: string) => void;
  onAdd: () => void;
  onRemove: (name: string) => void;
}

export function RedactionSettings({ names, draft, error, onDraftChange, onAdd, onRemove }: RedactionSettingsProps) {
  return (
    <section className="analysis-redaction" aria-labelledby="analysis-redaction-title">
      <h3 id="analysis-redaction-title" className="analysis-redaction-title">
        Never recorded
      </h3>
      <p className="muted" aria-label="What is always redacted">
        The {CREDENTIAL_HEADERS.map(headerName).join(', ')} headers; headers, query parameters, cookies and JSON or form
        fields whose name holds one of the words <span className="mono">{SECRET_WORDS.join(', ')}</span>; the password
        of a URL; and the values of secret variables. Each is recorded as {REDACTED}, and a value of{' '}
        {MIN_SCRUBBED_LENGTH} characters or more wherever else it appears, as in a body that echoes it.
      </p>
      {names.length > 0 ? (
        <ul className="collab-list analysis-redaction-names" aria-label="Names you added">
          {names.map((name) => (
            <li key={name}>
              <span className="mono">{name}</span>
              <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onPress={() => onRemove(name)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="analysis-redaction-add">
        <TextField
          label="Also redact the name"
          value={draft}
          placeholder="X-Tenant-Pin"
          mono
          onChange={onDraftChange}
          {...(error ? { error } : {})}
        />
        <Button onPress={onAdd}>Add</Button>
      </div>
    </section>
  );
}

// One cookie as its Set-Cookie line, as Postman edits it: `name=value; Path=/; Expires=…`.
import type { StoredCookie } from '@courier/core';
import { useState } from 'react';
import { Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';

export interface CookieLineEditorProps {
  domain: string;
  /** Absent for a new cookie, which starts from a template line. */
  cookie: StoredCookie | undefined;
  /** Resolves to the reason the line was refused, or undefined once it is kept. */
  onSave(line: string): Promise<string | undefined>;
  onCancel(): void;
}

/** A new cookie's line: Postman's template, a year from now. */
function templateLine(): string {
  const nextYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toUTCString();
  return `Cookie_1=value; Path=/; Expires=${nextYear};`;
}

export function CookieLineEditor({ domain, cookie, onSave, onCancel }: CookieLineEditorProps) {
  const [line, setLine] = useState(() => cookie?.line ?? templateLine());
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  return (
    <form
      className="cookie-line-editor"
      // The line is checked by the jar on Save: a refused line must not block the next try.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(line).then((refused) => {
          setError(refused);
          setSaving(false);
        });
      }}
    >
      <AriaTextField value={line} onChange={setLine} isInvalid={Boolean(error)} className="field" autoFocus>
        <Label className="field-label">
          {cookie ? `Cookie ${cookie.name} of ${domain}` : `New cookie of ${domain}`}
        </Label>
        <TextArea className="input mono cookie-line" rows={3} spellCheck={false} />
      </AriaTextField>
      <ErrorMessage message={error} />
      <div className="cookie-line-actions">
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" isDisabled={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}

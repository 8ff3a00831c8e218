import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { Button } from '../../ui/Button.js';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, error, autoComplete, autoFocus }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      className="field"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      {...(autoFocus ? { autoFocus } : {})}
    >
      <Label className="field-label">{label}</Label>
      <div className="password-input">
        <Input className="input" />
        <Button
          variant="ghost"
          size="sm"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onPress={() => setVisible(!visible)}
          icon={visible ? <EyeOff size={14} /> : <Eye size={14} />}
        />
      </div>
      {error ? <FieldError className="field-error">{error}</FieldError> : null}
    </TextField>
  );
}

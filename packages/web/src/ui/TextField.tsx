import { FieldError, Input, Label, TextField as AriaTextField } from 'react-aria-components';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password' | 'url' | 'number' | 'search' | 'date';
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown under the field; also marks it invalid for assistive technology. */
  error?: string;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  mono?: boolean;
  name?: string;
}

export function TextField({ label, error, hideLabel, mono, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} isInvalid={Boolean(error)} className="field">
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input className={`input ${mono ? 'mono' : ''}`} />
      {error ? <FieldError className="field-error">{error}</FieldError> : null}
    </AriaTextField>
  );
}

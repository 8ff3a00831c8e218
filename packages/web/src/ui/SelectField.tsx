import type { ReactNode } from 'react';
import { Field } from './Field.js';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  disabled?: boolean;
  /** An accessible name other than the visible label, where tests and screen readers know it by that. */
  'aria-label'?: string;
  className?: string;
}

/** A labelled native <select>: native, so the phone's own picker opens and the browser handles typing. */
export function SelectField({ label, value, onChange, children, disabled, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} className={className}>
      <select
        className="select"
        value={value}
        disabled={disabled}
        aria-label={rest['aria-label']}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </Field>
  );
}

import { useId, type ReactNode } from 'react';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  disabled?: boolean;
  /** An accessible name other than the visible label, where tests and screen readers know it by that. */
  'aria-label'?: string;
  /** Extra classes for the field, e.g. its place in a feature's grid. */
  className?: string;
  /** Visually hide the label (it stays the accessible name), as in a row that reads as a sentence. */
  hideLabel?: boolean;
}

/**
 * A labelled native <select>: native, so the phone's own picker opens and the browser handles typing.
 * The label points at the select rather than wrapping it: a wrapping label's text would take in the
 * options' texts, and the select's name must be the label alone.
 */
export function SelectField({
  label,
  value,
  onChange,
  children,
  disabled,
  className,
  hideLabel,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={hideLabel ? 'visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        aria-label={rest['aria-label']}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

import type { ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** The control (a native input, select or textarea) and anything shown under it, such as a hint. */
  children: ReactNode;
  /** Extra classes for the field, e.g. its place in a feature's grid. */
  className?: string;
}

/**
 * A native control with its visible label above it: the wrapping <label> names the control for
 * assistive technology and lets a click on the text focus it. react-aria fields use TextField.
 */
export function Field({ label, children, className }: FieldProps) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field-label">{label}</span>
      {children}
    </label>
  );
}

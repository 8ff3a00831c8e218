import { STANDARD_METHODS } from '@courier/core';

export interface MethodSelectProps {
  value: string;
  onChange: (method: string) => void;
}

/** The seven methods; a custom method from an import stays selectable. */
export function MethodSelect({ value, onChange }: MethodSelectProps) {
  const methods: readonly string[] = STANDARD_METHODS.includes(value as never)
    ? STANDARD_METHODS
    : [...STANDARD_METHODS, value];
  return (
    <select
      aria-label="Method"
      className={`select method-select method method-${value}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {methods.map((method) => (
        <option key={method} value={method} className={`method-${method}`}>
          {method}
        </option>
      ))}
    </select>
  );
}

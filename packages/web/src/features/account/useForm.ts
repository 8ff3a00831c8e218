// A form's values and per-field errors; editing a field clears its error.
import { useCallback, useState } from 'react';
import type { FieldErrors } from './validation.js';

export interface Form<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  set: (field: F, value: string) => void;
  /** Shows the errors of a check; true when there were none. */
  check: (validate: (values: Record<F, string>) => FieldErrors<F>) => boolean;
  reset: (values: Record<F, string>) => void;
  /** The props that bind one text field to the form: its value, its edits and its error. */
  field: (field: F) => { value: string; onChange: (value: string) => void; error?: string };
}

export function useForm<F extends string>(initial: Record<F, string>): Form<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<F>;
    });
  }, []);
  const check = (validate: (values: Record<F, string>) => FieldErrors<F>) => {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);
  const field = (name: F) => {
    const error = errors[name];
    return {
      value: values[name],
      onChange: (value: string) => set(name, value),
      ...(error === undefined ? {} : { error }),
    };
  };
  return { values, errors, set, check, reset, field };
}

import { Field } from './Field.js';
import { TextField } from './TextField.js';

interface NameAndDescription {
  name: string;
  description: string;
}

export interface NameAndDescriptionFieldsProps {
  /** What the name field says it names ('Team name', 'Workspace name'). */
  nameLabel: string;
  values: NameAndDescription;
  /** Why the name was refused, under the name field. */
  nameError?: string | undefined;
  onChange: (patch: Partial<NameAndDescription>) => void;
  /** The description's visible lines: more where a description says more (a team, a template). */
  descriptionRows?: number;
  autoFocus?: boolean;
  /** Someone who may only read the form sees both, unchangeable. */
  isDisabled?: boolean;
}

/** The name and description every create and settings form opens with. */
export function NameAndDescriptionFields({
  nameLabel,
  values,
  nameError,
  onChange,
  descriptionRows = 2,
  autoFocus = false,
  isDisabled = false,
}: NameAndDescriptionFieldsProps) {
  return (
    <>
      <TextField
        label={nameLabel}
        value={values.name}
        autoFocus={autoFocus}
        error={nameError}
        isDisabled={isDisabled}
        onChange={(name) => onChange({ name })}
      />
      <Field label="Description">
        <textarea
          className="textarea"
          rows={descriptionRows}
          value={values.description}
          disabled={isDisabled}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
    </>
  );
}

// Who may call a served configuration: anyone with its unguessable URL, or only requests that
// carry the owner's API key.
import { MOCK_ACCESS, type MockAccess } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';

const ACCESS_LABELS: Record<MockAccess, string> = {
  url: 'Anyone with the URL',
  apiKey: 'Only requests with my API key (X-API-Key)',
};

export interface MockAccessFieldProps {
  value: MockAccess;
  onChange: (access: MockAccess) => void;
}

export function MockAccessField({ value, onChange }: MockAccessFieldProps) {
  return (
    <SelectField
      label="Who may call it"
      value={value}
      // The options are MOCK_ACCESS, so the chosen value is one of them.
      onChange={(access) => onChange(access as MockAccess)}
    >
      {MOCK_ACCESS.map((access) => (
        <option key={access} value={access}>
          {ACCESS_LABELS[access]}
        </option>
      ))}
    </SelectField>
  );
}

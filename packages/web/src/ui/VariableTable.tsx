// A table of variables — enabled toggle, name, value, secret, delete — as an environment, a collection
// and a folder show them. The rows have no ids of their own; the position is their identity while
// editing. A secret's value is masked until its field has focus, as Postman masks it, and being secret
// decides where it is kept: never in a shared workspace nor in a repository's tracked files.
import { variableText, type Variable } from '@courier/core';
import { Lock, LockOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from './Button.js';

export interface VariableTableProps {
  variables: readonly Variable[];
  onChange: (index: number, patch: Partial<Variable>) => void;
  onRemove: (index: number) => void;
  /** A viewer reads the values and changes none. */
  readOnly?: boolean;
}

export function VariableTable({ variables, onChange, onRemove, readOnly = false }: VariableTableProps) {
  const [editing, setEditing] = useState<number>();
  if (variables.length === 0) {
    return <p className="empty-state">No variables yet. Add one to use it as {'{{name}}'} in requests.</p>;
  }
  return (
    <table className="variable-table">
      <thead>
        <tr>
          <th className="variable-table-enabled">
            <span className="visually-hidden">Enabled</span>
          </th>
          <th>Name</th>
          <th>Value</th>
          {readOnly ? null : (
            <th className="variable-table-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {variables.map((variable, index) => (
          <tr key={index}>
            <td className="variable-table-enabled">
              <input
                type="checkbox"
                aria-label={`Enable variable ${index + 1}`}
                checked={variable.enabled}
                disabled={readOnly}
                onChange={(event) => onChange(index, { enabled: event.target.checked })}
              />
            </td>
            <td>
              <input
                className="input mono"
                aria-label={`Variable ${index + 1} name`}
                placeholder="name"
                value={variable.key}
                readOnly={readOnly}
                onChange={(event) => onChange(index, { key: event.target.value })}
              />
            </td>
            <td>
              <input
                className={`input mono${variable.type === 'secret' && editing !== index ? ' masked' : ''}`}
                aria-label={`Variable ${index + 1} value`}
                placeholder="value"
                autoComplete="off"
                value={variableText(variable.value)}
                readOnly={readOnly}
                onFocus={() => setEditing(index)}
                onBlur={() => setEditing(undefined)}
                onChange={(event) => onChange(index, { value: event.target.value })}
              />
            </td>
            {readOnly ? null : (
              <td className="variable-table-actions">
                <ToggleButton
                  className="btn btn-ghost btn-sm btn-icon"
                  aria-label={`Secret variable ${index + 1}`}
                  isSelected={variable.type === 'secret'}
                  onChange={(secret) => onChange(index, { type: secret ? 'secret' : 'default' })}
                >
                  {variable.type === 'secret' ? <Lock size={14} /> : <LockOpen size={14} />}
                </ToggleButton>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete variable ${index + 1}`}
                  onPress={() => onRemove(index)}
                  icon={<Trash2 size={14} />}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

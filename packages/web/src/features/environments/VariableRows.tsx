// The variable rows of one environment: enabled toggle, name, value, add and delete.
import { variableText, type Environment } from '@courier/core';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { EnvironmentUpdateNote } from './EnvironmentUpdateNote.js';
import { useEnvironments } from './useEnvironments.js';

export function VariableRows({ environment }: { environment: Environment }) {
  const addVariable = useEnvironments((state) => state.addVariable);
  const updateVariable = useEnvironments((state) => state.updateVariable);
  const removeVariable = useEnvironments((state) => state.removeVariable);

  return (
    <section className="env-variables" aria-label={`Variables of ${environment.name}`}>
      <div className="env-section-header">
        <h3 className="env-section-title">{environment.name}</h3>
        <EnvironmentUpdateNote environment={environment} />
        <Button size="sm" onPress={() => addVariable(environment.id)} icon={<Plus size={14} />}>
          Add Variable
        </Button>
      </div>
      {environment.variables.length === 0 ? (
        <p className="empty-state">No variables yet. Add one to use it as {'{{name}}'} in requests.</p>
      ) : (
        <table className="env-table">
          <thead>
            <tr>
              <th className="env-col-enabled">
                <span className="visually-hidden">Enabled</span>
              </th>
              <th>Name</th>
              <th>Value</th>
              <th className="env-col-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {environment.variables.map((variable, index) => (
              // Rows have no ids of their own; the position is their identity while editing.
              <tr key={index}>
                <td className="env-col-enabled">
                  <input
                    type="checkbox"
                    aria-label={`Enable variable ${index + 1}`}
                    checked={variable.enabled}
                    onChange={(event) => updateVariable(environment.id, index, { enabled: event.target.checked })}
                  />
                </td>
                <td>
                  <input
                    className="input mono"
                    aria-label={`Variable ${index + 1} name`}
                    placeholder="name"
                    value={variable.key}
                    onChange={(event) => updateVariable(environment.id, index, { key: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="input mono"
                    aria-label={`Variable ${index + 1} value`}
                    placeholder="value"
                    value={variableText(variable.value)}
                    onChange={(event) => updateVariable(environment.id, index, { value: event.target.value })}
                  />
                </td>
                <td className="env-col-actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete variable ${index + 1}`}
                    onPress={() => removeVariable(environment.id, index)}
                    icon={<Trash2 size={14} />}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// The variable rows of one environment: enabled toggle, name, value, add and delete.
import type { Environment } from '@courier/core';
import { Plus } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { VariableTable } from '../../ui/VariableTable.js';
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
      <VariableTable
        variables={environment.variables}
        onChange={(index, patch) => updateVariable(environment.id, index, patch)}
        onRemove={(index) => removeVariable(environment.id, index)}
      />
    </section>
  );
}

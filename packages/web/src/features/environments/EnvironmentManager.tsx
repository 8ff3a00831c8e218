// The Environments modal: the list with its Active badge and variable counts,
// New Environment, and the variable rows of the environment being edited.
import { SPEC_DYNAMIC_VARIABLES, type Environment } from '@courier/core';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/TextField.js';
import { errorText } from '../shared/errorText.js';
import { environmentsStore, useEnvironments } from './useEnvironments.js';
import { SecretsGitignoreOffer } from './SecretsGitignoreOffer.js';
import { VariableRows } from './VariableRows.js';
import { PendingMark } from '../workspace/PendingMark.js';
import { usePendingEnvironmentIds } from '../workspace/usePendingEdits.js';
import './environments.css';

export const DELETE_ENVIRONMENT_CONFIRMATION = 'Are you sure you want to delete this environment?';

export interface EnvironmentManagerProps {
  isOpen: boolean;
  onClose: () => void;
}

export function EnvironmentManager({ isOpen, onClose }: EnvironmentManagerProps) {
  const environments = useEnvironments((state) => state.environments);
  const activeId = useEnvironments((state) => state.activeId);
  const [editingId, setEditingId] = useState<string>(activeId);
  // Opening the manager shows the active environment, whichever was edited last time.
  useEffect(() => {
    if (isOpen) setEditingId(environmentsStore.getState().activeId);
  }, [isOpen]);
  const editing = environments.find((environment) => environment.id === editingId) ?? environments[0];

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Environments" size="lg">
      <div className="env-manager">
        <div className="env-list-pane">
          <ul className="env-list" aria-label="Environments">
            {environments.map((environment) => (
              <EnvironmentListItem
                key={environment.id}
                environment={environment}
                isActive={environment.id === activeId}
                isEditing={environment.id === editing?.id}
                onEdit={() => setEditingId(environment.id)}
              />
            ))}
          </ul>
          <NewEnvironmentForm onCreated={setEditingId} />
        </div>
        <div className="env-detail-pane">
          <SecretsGitignoreOffer />
          {editing ? <VariableRows environment={editing} /> : null}
          <BuiltInVariables />
        </div>
      </div>
    </Dialog>
  );
}

interface EnvironmentListItemProps {
  environment: Environment;
  isActive: boolean;
  isEditing: boolean;
  onEdit: () => void;
}

function EnvironmentListItem({ environment, isActive, isEditing, onEdit }: EnvironmentListItemProps) {
  const setActive = useEnvironments((state) => state.setActive);
  const deleteEnvironment = useEnvironments((state) => state.deleteEnvironment);
  const [confirming, setConfirming] = useState(false);
  const count = environment.variables.length;
  const pending = usePendingEnvironmentIds().has(environment.id);

  return (
    <li className={`env-item ${isEditing ? 'env-item-editing' : ''}`} aria-current={isEditing ? 'true' : undefined}>
      <button type="button" className="env-item-main" onClick={onEdit}>
        <span className="env-item-name">{environment.name}</span>
        {pending ? <PendingMark /> : null}
        <span className="muted env-item-count">
          {count} {count === 1 ? 'variable' : 'variables'}
        </span>
      </button>
      {isActive ? (
        <span className="env-active-badge">Active</span>
      ) : (
        <Button size="sm" variant="ghost" onPress={() => setActive(environment.id)} icon={<Check size={14} />}>
          Set Active
        </Button>
      )}
      {environment.isDefault ? null : (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${environment.name}`}
          onPress={() => setConfirming(true)}
          icon={<Trash2 size={14} />}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        message={DELETE_ENVIRONMENT_CONFIRMATION}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteEnvironment(environment.id);
        }}
      />
    </li>
  );
}

function NewEnvironmentForm({ onCreated }: { onCreated: (id: string) => void }) {
  const createEnvironment = useEnvironments((state) => state.createEnvironment);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = createEnvironment(name);
      setName('');
      setError(undefined);
      onCreated(created.id);
    } catch (thrown) {
      setError(errorText(thrown));
    }
  };

  return (
    <form className="env-new" onSubmit={submit}>
      <TextField
        label="New Environment"
        placeholder="Environment name"
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        {...(error ? { error } : {})}
      />
      <Button type="submit" variant="primary" icon={<Plus size={16} />}>
        New Environment
      </Button>
    </form>
  );
}

/** Courier's own dynamic variables, usable anywhere without defining them. */
function BuiltInVariables() {
  return (
    <section className="env-builtins" aria-label="Built-in variables">
      <h3 className="env-section-title">Built-in variables</h3>
      <ul>
        {SPEC_DYNAMIC_VARIABLES.map((name) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

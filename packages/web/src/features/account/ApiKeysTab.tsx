// API Keys tab: generate with a name (the key is shown once), list, revoke.
import type { ApiKey } from '@courier/core';
import { KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CopyButton } from '../../ui/CopyButton.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { accountApi, failureText } from './accountApi.js';
import { apiKeyNameError } from './validation.js';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString();
}

export function ApiKeysTab() {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      setKeys(await accountApi.listApiKeys());
    } catch (thrown) {
      setKeys([]);
      toast(failureText(thrown, 'Error loading API keys'), 'error');
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const problem = apiKeyNameError(name);
    setNameError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await accountApi.createApiKey(name.trim());
      setCreated(result.key);
      setName('');
      toast(result.message, 'success');
      await load();
    } catch (thrown) {
      toast(failureText(thrown, 'Error generating API key'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: ApiKey) => {
    setRevoking(null);
    try {
      await accountApi.deleteApiKey(key.id);
      // The profile screen names the action the user took: the server's reply says 'deleted'.
      toast('API key revoked successfully', 'success');
      setKeys((current) => current?.filter((item) => item.id !== key.id) ?? null);
    } catch (thrown) {
      toast(failureText(thrown, 'Error revoking API key'), 'error');
    }
  };

  return (
    <div className="account-form api-keys">
      <form className="api-key-create" onSubmit={(event) => void generate(event)} noValidate>
        <TextField
          label="Key name"
          placeholder="e.g. CI pipeline"
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <Button type="submit" variant="primary" isDisabled={busy} icon={<KeyRound size={14} />}>
          Generate Key
        </Button>
      </form>

      {created ? (
        <div className="api-key-created" role="region" aria-label="New API key">
          <p>Copy this key now: it will not be shown again.</p>
          <div className="api-key-secret">
            <code className="mono">{created}</code>
            {/* Keyed by the key: a newly generated one starts at 'Copy'. */}
            <CopyButton
              key={created}
              text={created}
              onCopyError={(message) => message !== undefined && toast(message, 'error')}
            />
            <Button size="sm" variant="ghost" onPress={() => setCreated(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}

      {keys === null ? (
        <p className="empty-state">Loading API keys…</p>
      ) : keys.length === 0 ? (
        <p className="empty-state">No API keys yet. Generate one to use Courier from the CLI or a script.</p>
      ) : (
        <table className="api-key-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td className="mono">{key.prefix}…</td>
                <td>{formatDate(key.createdAt)}</td>
                <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</td>
                <td className="api-key-actions">
                  <Button size="sm" variant="ghost" aria-label={`Revoke ${key.name}`} onPress={() => setRevoking(key)}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke API key"
        message="Are you sure you want to revoke this API key?"
        confirmLabel="Revoke"
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}

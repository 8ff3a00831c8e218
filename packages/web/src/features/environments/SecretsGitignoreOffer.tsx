// Above an opened repository's environment: its secret values live in an untracked folder, and when
// the repository's `.gitignore` does not ignore that folder yet, an offer to add it. The file is the
// team's, so Courier changes it only when this button is pressed.
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import { errorText } from '../shared/errorText.js';
import { repositoryEnvironmentsApi } from './repositoryEnvironmentsApi.js';
import { repositorySecrets } from './repositorySecrets.js';

export function SecretsGitignoreOffer() {
  const { folder, ignored } = useStore(repositorySecrets);
  const [error, setError] = useState<string>();
  if (folder === null || ignored) return null;
  const add = () => {
    repositoryEnvironmentsApi.ignoreSecrets().then(
      (secrets) => repositorySecrets.setState(secrets),
      (thrown: unknown) => setError(errorText(thrown)),
    );
  };
  return (
    <div className="env-secrets-offer" role="note">
      <ShieldAlert size={14} aria-hidden="true" />
      <span>
        Secret values are kept in <code>{folder}</code>, which <code>.gitignore</code> does not ignore yet.
      </span>
      <Button size="sm" onPress={add}>
        Add {folder} to .gitignore
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}

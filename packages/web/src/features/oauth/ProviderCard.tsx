// One provider in the OAuth 2.0 Manager: its status and expiry label, and
// Authorize, Refresh, Clear tokens, Edit and Delete.
import {
  expiryLabel,
  messageOf,
  tokenStatus,
  type OAuthProvider,
  type OAuthToken,
  type TokenStatus,
} from '@courier/core';
import { KeyRound, Pencil, RefreshCw, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { toast } from '../../ui/toasts.js';
import { oauthFlows, useOAuth } from './useOAuth.js';

const DELETE_PROVIDER_CONFIRMATION = 'Are you sure you want to delete this OAuth provider?';
const CLEAR_TOKENS_CONFIRMATION = 'Are you sure you want to clear stored tokens?';

const STATUS_LABELS: Record<TokenStatus, string> = { none: 'Not Authorized', active: 'Active', expired: 'Expired' };
const GRANT_LABELS: Record<OAuthProvider['grantType'], string> = {
  authorization_code: 'Authorization Code',
  client_credentials: 'Client Credentials',
};

export interface ProviderCardProps {
  provider: OAuthProvider;
  token: OAuthToken | undefined;
  now: number;
  onEdit: () => void;
}

type Pending = 'authorize' | 'refresh' | null;

export function ProviderCard({ provider, token, now, onEdit }: ProviderCardProps) {
  const deleteProvider = useOAuth((state) => state.deleteProvider);
  const clearTokens = useOAuth((state) => state.clearTokens);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<'delete' | 'clear' | null>(null);
  const status = tokenStatus(token, now);

  /** Runs a flow; a failure shows its alert as a toast and stays on the card. */
  const run = (kind: Exclude<Pending, null>, flow: () => Promise<unknown>, alertPrefix: string) => {
    // Buttons stay enabled (disabling one would drop keyboard focus): a press while a flow runs is ignored.
    if (pending !== null) return;
    setPending(kind);
    setError(undefined);
    flow()
      .catch((thrown: unknown) => {
        const message = `${alertPrefix}: ${messageOf(thrown)}`;
        setError(message);
        toast(message, 'error');
      })
      .finally(() => setPending(null));
  };

  return (
    <li className="oauth-card" aria-label={provider.name}>
      <div className="oauth-card-head">
        <span className="oauth-card-name">{provider.name}</span>
        <span className={`oauth-status oauth-status-${status}`}>{STATUS_LABELS[status]}</span>
        {token ? (
          <span className="muted oauth-expiry" aria-label="Expires in">
            {expiryLabel(token, now)}
          </span>
        ) : null}
      </div>
      <dl className="oauth-card-facts">
        <dt>Grant</dt>
        <dd>
          {GRANT_LABELS[provider.grantType]}
          {provider.grantType === 'authorization_code' && provider.usePKCE ? ' + PKCE' : ''}
        </dd>
        <dt>Client ID</dt>
        <dd className="mono">{provider.clientId}</dd>
        <dt>Token URL</dt>
        <dd className="mono">{provider.tokenUrl}</dd>
        {provider.scope ? (
          <>
            <dt>Scope</dt>
            <dd className="mono">{provider.scope}</dd>
          </>
        ) : null}
      </dl>
      <ErrorMessage message={error} />
      <div className="oauth-card-actions">
        <Button
          size="sm"
          variant="primary"
          icon={<KeyRound size={14} />}
          onPress={() => run('authorize', () => oauthFlows.authorize(provider.id), 'Authorization failed')}
        >
          {pending === 'authorize' ? 'Authorizing...' : 'Authorize'}
        </Button>
        {token?.refresh_token ? (
          <Button
            size="sm"
            icon={<RefreshCw size={14} />}
            onPress={() => run('refresh', () => oauthFlows.refresh(provider.id), 'Token refresh failed')}
          >
            {pending === 'refresh' ? 'Refreshing...' : 'Refresh'}
          </Button>
        ) : null}
        {token ? (
          <Button size="sm" variant="ghost" icon={<XCircle size={14} />} onPress={() => setConfirming('clear')}>
            Clear tokens
          </Button>
        ) : null}
        <span className="oauth-card-spacer" />
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${provider.name}`}
          onPress={onEdit}
          icon={<Pencil size={14} />}
        />
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${provider.name}`}
          onPress={() => setConfirming('delete')}
          icon={<Trash2 size={14} />}
        />
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        message={confirming === 'clear' ? CLEAR_TOKENS_CONFIRMATION : DELETE_PROVIDER_CONFIRMATION}
        confirmLabel={confirming === 'clear' ? 'Clear' : 'Delete'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === 'clear') clearTokens(provider.id);
          else deleteProvider(provider.id);
          setConfirming(null);
        }}
      />
    </li>
  );
}

// The OAuth 2.0 Manager modal: one card per provider, 'No OAuth Providers' when
// there is none, and the Add/Edit OAuth Provider form.
import type { OAuthProvider } from '@courier/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import type { OAuthTokens } from './oauthStore.js';
import { ProviderCard } from './ProviderCard.js';
import { ProviderForm } from './ProviderForm.js';
import { useNow } from './useNow.js';
import { useOAuth } from './useOAuth.js';
import './oauth.css';

export interface OAuthManagerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The form's target: closed, a new provider, or the provider being edited. */
type Editing = { provider: OAuthProvider | undefined } | null;

export function OAuthManager({ isOpen, onClose }: OAuthManagerProps) {
  const providers = useOAuth((state) => state.providers);
  const tokens = useOAuth((state) => state.tokens);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="OAuth 2.0 Manager"
      size="lg"
      footer={
        <Button variant="primary" icon={<Plus size={16} />} onPress={() => setEditing({ provider: undefined })}>
          Add Provider
        </Button>
      }
    >
      {providers.length === 0 ? (
        <div className="oauth-empty">
          <p className="oauth-empty-title">No OAuth Providers</p>
          <p className="muted">
            Add an authorization server to get tokens by authorization code (with PKCE) or client credentials, then pick
            it under a request's Auth → OAuth 2.0.
          </p>
        </div>
      ) : (
        <ProviderList providers={providers} tokens={tokens} onEdit={(provider) => setEditing({ provider })} />
      )}
      <ProviderForm isOpen={editing !== null} provider={editing?.provider} onClose={() => setEditing(null)} />
    </Dialog>
  );
}

interface ProviderListProps {
  providers: OAuthProvider[];
  tokens: OAuthTokens;
  onEdit: (provider: OAuthProvider) => void;
}

/** Its own component so only an open, non-empty manager ticks the clock for the expiry labels. */
function ProviderList({ providers, tokens, onEdit }: ProviderListProps) {
  const now = useNow();
  return (
    <ul className="oauth-cards" aria-label="OAuth providers">
      {providers.map((provider) => (
        <ProviderCard
          key={provider.id}
          provider={provider}
          token={tokens[provider.id]}
          now={now}
          onEdit={() => onEdit(provider)}
        />
      ))}
    </ul>
  );
}

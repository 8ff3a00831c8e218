// The OAuth 2.0 part of the Authentication modal: a provider from the OAuth 2.0
// Manager, whose current token each send applies, or a token pasted by hand.
import { expiryLabel, tokenStatus, type Auth } from '@courier/core';
import { KeyRound } from 'lucide-react';
import { useShell } from '../../shell/shellStore.js';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { useOAuth } from './useOAuth.js';

type OAuth2Auth = Extract<Auth, { type: 'oauth2' }>;

/** The alert for a provider without a usable token. */
const NO_VALID_TOKENS = 'No valid tokens available. Please authorize first.';

export interface OAuth2FieldsProps {
  auth: OAuth2Auth;
  onChange: (auth: OAuth2Auth) => void;
  /** Called before the manager opens, so the Authentication modal can close first. */
  onManage: () => void;
}

export function OAuth2Fields({ auth, onChange, onManage }: OAuth2FieldsProps) {
  const providers = useOAuth((state) => state.providers);
  const token = useOAuth((state) => (auth.providerId ? state.tokens[auth.providerId] : undefined));
  const openDialog = useShell((state) => state.openDialog);
  const provider = providers.find((item) => item.id === auth.providerId);
  const now = Date.now();
  const status = tokenStatus(token, now);

  return (
    <>
      <SelectField
        label="OAuth provider"
        value={auth.providerId ?? ''}
        onChange={(id) => {
          const chosen = providers.find((item) => item.id === id);
          const { providerId: _id, providerName: _name, ...rest } = auth;
          onChange(chosen ? { ...rest, providerId: chosen.id, providerName: chosen.name, accessToken: '' } : rest);
        }}
      >
        <option value="">None — use the access token below</option>
        {providers.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
        {auth.providerId && !provider ? (
          <option value={auth.providerId}>{auth.providerName ?? auth.providerId} (deleted)</option>
        ) : null}
      </SelectField>
      {auth.providerId ? (
        <p className={status === 'active' ? 'muted' : 'field-error'} role="status">
          {status === 'active' && token
            ? `Token active — expires: ${expiryLabel(token, now)}. Each send uses the provider's current token.`
            : NO_VALID_TOKENS}
        </p>
      ) : (
        <TextField
          label="Access token"
          mono
          value={auth.accessToken ?? ''}
          onChange={(accessToken) => onChange({ ...auth, accessToken })}
        />
      )}
      <TextField label="Token type" value={auth.tokenType} onChange={(tokenType) => onChange({ ...auth, tokenType })} />
      <Button
        size="sm"
        variant="ghost"
        icon={<KeyRound size={14} />}
        onPress={() => {
          onManage();
          openDialog('oauth');
        }}
      >
        Open OAuth 2.0 Manager
      </Button>
    </>
  );
}

// The Add/Edit OAuth Provider modal: templates, the provider's fields and
// core's validation, shown above the form as the user saves.
import {
  applyTemplate,
  defaultRedirectUri,
  messageOf,
  OAUTH_PROVIDER_TEMPLATES,
  validateProviderForm,
  type OAuthProvider,
  type OAuthProviderForm,
} from '@courier/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { useOAuth } from './useOAuth.js';

const FORM_ID = 'oauth-provider-form';

/** The redirect address defaults to this site's origin plus /oauth/callback. */
function blankForm(): OAuthProviderForm {
  return {
    name: '',
    grantType: 'authorization_code',
    clientId: '',
    clientSecret: '',
    authorizationUrl: '',
    tokenUrl: '',
    redirectUri: defaultRedirectUri(window.location.origin),
    scope: '',
    usePKCE: true,
  };
}

function formOf(provider: OAuthProvider): OAuthProviderForm {
  const { name, grantType, clientId, clientSecret, authorizationUrl, tokenUrl, redirectUri, scope, usePKCE } = provider;
  return { name, grantType, clientId, clientSecret, authorizationUrl, tokenUrl, redirectUri, scope, usePKCE };
}

export interface ProviderFormProps {
  isOpen: boolean;
  /** The provider being edited; undefined adds a new one. */
  provider: OAuthProvider | undefined;
  onClose: () => void;
}

export function ProviderForm({ isOpen, provider, onClose }: ProviderFormProps) {
  const addProvider = useOAuth((state) => state.addProvider);
  const updateProvider = useOAuth((state) => state.updateProvider);
  const [form, setForm] = useState<OAuthProviderForm>(blankForm);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!isOpen) return;
    setForm(provider ? formOf(provider) : blankForm());
    setError(undefined);
  }, [isOpen, provider]);
  const edit = (patch: Partial<OAuthProviderForm>) => setForm((current) => ({ ...current, ...patch }));
  const authorizationCode = form.grantType === 'authorization_code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProviderForm(form);
    if (problem) {
      setError(problem.message);
      return;
    }
    try {
      if (provider) updateProvider(provider.id, form);
      else addProvider(form);
      onClose();
    } catch (thrown) {
      setError(`${provider ? 'Error updating provider' : 'Error adding provider'}: ${messageOf(thrown)}`);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={provider ? 'Edit OAuth Provider' : 'Add OAuth Provider'}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={FORM_ID}>
            {provider ? 'Save Provider' : 'Add Provider'}
          </Button>
        </>
      }
    >
      {/* noValidate: core's messages, not the browser's, say what is wrong. */}
      <form id={FORM_ID} className="oauth-form" onSubmit={submit} noValidate>
        <ErrorMessage message={error} className="oauth-form-error" />
        <SelectField
          label="Template"
          value=""
          onChange={(id) => {
            const template = OAUTH_PROVIDER_TEMPLATES.find((item) => item.id === id);
            if (template) setForm((current) => applyTemplate(current, template));
          }}
        >
          <option value="">Choose a template…</option>
          {OAUTH_PROVIDER_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Name" value={form.name} onChange={(name) => edit({ name })} autoFocus />
        <SelectField
          label="Grant type"
          value={form.grantType}
          onChange={(grantType) => {
            const next: OAuthProviderForm = {
              ...form,
              grantType: grantType === 'client_credentials' ? 'client_credentials' : 'authorization_code',
            };
            setForm(next);
            // An error about a field the switch removed (or made optional) no longer applies.
            if (error !== undefined && validateProviderForm(next)?.message !== error) setError(undefined);
          }}
        >
          <option value="authorization_code">Authorization Code</option>
          <option value="client_credentials">Client Credentials</option>
        </SelectField>
        <div className="field-pair">
          <TextField label="Client ID" mono value={form.clientId} onChange={(clientId) => edit({ clientId })} />
          <TextField
            label="Client secret"
            type="password"
            value={form.clientSecret}
            onChange={(clientSecret) => edit({ clientSecret })}
          />
        </div>
        {authorizationCode ? (
          <TextField
            label="Authorization URL"
            type="url"
            mono
            value={form.authorizationUrl}
            onChange={(authorizationUrl) => edit({ authorizationUrl })}
          />
        ) : null}
        <TextField
          label="Token URL"
          type="url"
          mono
          value={form.tokenUrl}
          onChange={(tokenUrl) => edit({ tokenUrl })}
        />
        {authorizationCode ? (
          <TextField
            label="Redirect URI"
            type="url"
            mono
            value={form.redirectUri}
            onChange={(redirectUri) => edit({ redirectUri })}
          />
        ) : null}
        <TextField label="Scope" mono value={form.scope} onChange={(scope) => edit({ scope })} />
        {authorizationCode ? (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.usePKCE}
              onChange={(event) => edit({ usePKCE: event.target.checked })}
            />
            Use PKCE (S256)
          </label>
        ) : null}
      </form>
    </Dialog>
  );
}

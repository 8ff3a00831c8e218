import { BUILDER_AUTH_TYPES, type Auth } from '@courier/core';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { OAuth2Fields } from '../oauth/OAuth2Fields.js';

const LABELS: Record<(typeof BUILDER_AUTH_TYPES)[number] | 'inherit', string> = {
  inherit: 'Inherit from parent',
  none: 'No Auth',
  bearer: 'Bearer Token',
  apikey: 'API Key',
  basic: 'Basic Auth',
  oauth2: 'OAuth 2.0',
};

type Editable = Extract<Auth, { type: 'inherit' | (typeof BUILDER_AUTH_TYPES)[number] }>;

function blank(type: Editable['type']): Editable {
  switch (type) {
    case 'inherit':
      return { type };
    case 'none':
      return { type };
    case 'bearer':
      return { type, token: '' };
    case 'apikey':
      return { type, key: '', value: '', in: 'header' };
    case 'basic':
      return { type, username: '', password: '' };
    case 'oauth2':
      return { type, tokenType: 'Bearer', accessToken: '' };
  }
}

export interface AuthDialogProps {
  isOpen: boolean;
  auth: Auth;
  /** Requests inside a collection can inherit the collection's or folder's auth. */
  canInherit: boolean;
  onClose: () => void;
  onSave: (auth: Auth) => void;
}

/** The Authentication modal: none, bearer, apikey, basic, oauth2. */
export function AuthDialog({ isOpen, auth, canInherit, onClose, onSave }: AuthDialogProps) {
  const editable = auth.type === 'inherit' || (BUILDER_AUTH_TYPES as readonly string[]).includes(auth.type);
  const [draft, setDraft] = useState<Auth>(auth);
  useEffect(() => {
    if (isOpen) setDraft(auth);
  }, [isOpen, auth]);
  const types = canInherit ? (['inherit', ...BUILDER_AUTH_TYPES] as const) : BUILDER_AUTH_TYPES;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Authentication"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            variant="primary"
            onPress={() => {
              onSave(draft);
              onClose();
            }}
          >
            Apply
          </Button>
        </>
      }
    >
      {!editable ? (
        <p className="muted">
          This request uses {auth.type} authentication from an imported collection; it is sent as configured there.
        </p>
      ) : null}
      <SelectField
        label="Type"
        aria-label="Auth type"
        value={draft.type}
        onChange={(type) => setDraft(blank(type as Editable['type']))}
      >
        {!editable ? <option value={draft.type}>{draft.type}</option> : null}
        {types.map((type) => (
          <option key={type} value={type}>
            {LABELS[type]}
          </option>
        ))}
      </SelectField>
      {draft.type === 'bearer' ? (
        <TextField
          label="Token"
          mono
          value={draft.token}
          onChange={(token) => setDraft({ ...draft, token })}
          autoFocus
        />
      ) : null}
      {draft.type === 'apikey' ? (
        <>
          <TextField
            label="Key"
            mono
            value={draft.key}
            onChange={(key) => setDraft({ ...draft, key })}
            placeholder="X-API-Key"
          />
          <TextField label="Value" mono value={draft.value} onChange={(value) => setDraft({ ...draft, value })} />
          <SelectField
            label="Add to"
            value={draft.in}
            onChange={(place) => setDraft({ ...draft, in: place === 'query' ? 'query' : 'header' })}
          >
            <option value="header">Header</option>
            <option value="query">Query Params</option>
          </SelectField>
        </>
      ) : null}
      {draft.type === 'basic' ? (
        <>
          <TextField
            label="Username"
            value={draft.username}
            onChange={(username) => setDraft({ ...draft, username })}
          />
          <TextField
            label="Password"
            type="password"
            value={draft.password}
            onChange={(password) => setDraft({ ...draft, password })}
          />
        </>
      ) : null}
      {draft.type === 'oauth2' ? <OAuth2Fields auth={draft} onChange={setDraft} onManage={onClose} /> : null}
    </Dialog>
  );
}

// The Builder's auth fields: the type and what that type asks for (token, key and where it goes,
// username and password, an OAuth 2.0 provider). The Authentication dialog and the WebSocket connect
// dialog both show these.
import type { Auth, BUILDER_AUTH_TYPES } from '@courier/core';
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

export type EditableAuth = Extract<Auth, { type: 'inherit' | (typeof BUILDER_AUTH_TYPES)[number] }>;

function blank(type: EditableAuth['type']): EditableAuth {
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

export interface AuthFieldsProps {
  auth: Auth;
  /** The types offered, in order. */
  types: ReadonlyArray<EditableAuth['type']>;
  onChange: (auth: Auth) => void;
  /** Opening the OAuth 2.0 providers leaves the dialog these fields are in. */
  onManage?: () => void;
}

export function AuthFields({ auth, types, onChange, onManage = () => undefined }: AuthFieldsProps) {
  const known = (types as readonly string[]).includes(auth.type);
  return (
    <>
      <SelectField
        label="Type"
        aria-label="Auth type"
        value={auth.type}
        onChange={(type) => onChange(blank(type as EditableAuth['type']))}
      >
        {!known ? <option value={auth.type}>{auth.type}</option> : null}
        {types.map((type) => (
          <option key={type} value={type}>
            {LABELS[type]}
          </option>
        ))}
      </SelectField>
      {auth.type === 'bearer' ? (
        <TextField label="Token" mono value={auth.token} onChange={(token) => onChange({ ...auth, token })} autoFocus />
      ) : null}
      {auth.type === 'apikey' ? (
        <>
          <TextField
            label="Key"
            mono
            value={auth.key}
            onChange={(key) => onChange({ ...auth, key })}
            placeholder="X-API-Key"
          />
          <TextField label="Value" mono value={auth.value} onChange={(value) => onChange({ ...auth, value })} />
          <SelectField
            label="Add to"
            value={auth.in}
            onChange={(place) => onChange({ ...auth, in: place === 'query' ? 'query' : 'header' })}
          >
            <option value="header">Header</option>
            <option value="query">Query Params</option>
          </SelectField>
        </>
      ) : null}
      {auth.type === 'basic' ? (
        <>
          <TextField label="Username" value={auth.username} onChange={(username) => onChange({ ...auth, username })} />
          <TextField
            label="Password"
            type="password"
            value={auth.password}
            onChange={(password) => onChange({ ...auth, password })}
          />
        </>
      ) : null}
      {auth.type === 'oauth2' ? <OAuth2Fields auth={auth} onChange={onChange} onManage={onManage} /> : null}
    </>
  );
}

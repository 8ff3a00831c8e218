// Whether a send may start, decided in one place for the Send button, the Ctrl/Cmd+Enter shortcut
// and the send itself, so the three never disagree.
import type { Draft } from './builderStore.js';
import { variableViewFor, type BuilderScopes } from './variableView.js';

export type SendState =
  | { kind: 'ready' }
  /** A send is in flight: the button shows 'Sending...' and nothing starts another. */
  | { kind: 'sending' }
  /** The button is disabled; the shortcut still runs so the user reads 'Please enter a URL'. */
  | { kind: 'emptyUrl' }
  /** The builder lists the errors under the URL bar, so the send itself says nothing more. */
  | { kind: 'undefinedVariables'; errors: string[] };

export function sendState(draft: Draft, scopes: BuilderScopes, sending: boolean): SendState {
  if (sending) return { kind: 'sending' };
  if (draft.url.trim() === '') return { kind: 'emptyUrl' };
  const { errors } = variableViewFor(draft, scopes);
  return errors.length > 0 ? { kind: 'undefinedVariables', errors } : { kind: 'ready' };
}

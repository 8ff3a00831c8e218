// Said with every response while the workspace's Settings turn TLS verification off. Loaded with the
// first response, with the settings' store: the workbench's first screen needs neither.
import { AlertTriangle } from 'lucide-react';
import { useOutboundSettings } from './outboundSettingsStore.js';

/** `requestUnverified`: the request's own setting turns verification off, whatever Settings say. */
export function UnverifiedWarning({ requestUnverified }: { requestUnverified: boolean }) {
  const settingsUnverified = useOutboundSettings((state) => state.view?.verifyTls === false);
  if (!requestUnverified && !settingsUnverified) return null;
  return (
    <p className="response-unverified" role="status">
      <AlertTriangle size={14} aria-hidden="true" /> TLS certificate verification is off (
      {requestUnverified ? "this request's Settings tab" : 'Settings'}): the server's identity was not checked.
    </p>
  );
}

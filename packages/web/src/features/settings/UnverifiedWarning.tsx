// Said with every response while the workspace's Settings turn TLS verification off. Loaded with the
// first response, with the settings' store: the workbench's first screen needs neither.
import { AlertTriangle } from 'lucide-react';
import { useOutboundSettings } from './outboundSettingsStore.js';

export function UnverifiedWarning() {
  const unverified = useOutboundSettings((state) => state.view?.verifyTls === false);
  if (!unverified) return null;
  return (
    <p className="response-unverified" role="status">
      <AlertTriangle size={14} aria-hidden="true" /> TLS certificate verification is off (Settings): the server's
      identity was not checked.
    </p>
  );
}

// Settings › Certificates and proxy (local mode): client certificates per host, extra certificate
// authorities, TLS verification and the outbound proxy of the current workspace. Loaded on first
// open of Settings, apart from the app's first load. Files are read here and sent once; what comes
// back names them (file, subject, expiry, fingerprint) and never holds a key or a password.
import { messageOf, type CertificateView } from '@courier/core';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button.js';
import { ToggleSwitch } from '../../ui/ToggleSwitch.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import {
  addCaCertificate,
  addClientCertificate,
  removeCertificate,
  saveOutboundGeneral,
  useOutboundSettings,
} from './outboundSettingsStore.js';
import './certificates.css';

/** The file's bytes as base64: a PFX bundle is binary. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function FileInput({ label, accept, onFile }: { label: string; accept: string; onFile: (file?: File) => void }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input className="input" type="file" accept={accept} onChange={(event) => onFile(event.target.files?.[0])} />
    </label>
  );
}

function CertificateRow({
  certificate,
  title,
  onRemove,
}: {
  certificate: CertificateView;
  title: ReactNode;
  onRemove: () => void;
}) {
  const expires = new Date(certificate.validTo);
  return (
    <li className="certificate-row">
      <div className="certificate-text">
        <span className="certificate-title">{title}</span>
        {title === certificate.name ? null : <span className="muted certificate-detail">{certificate.name}</span>}
        <span className="muted certificate-detail">{certificate.subject}</span>
        <span className="muted certificate-detail">
          Expires {expires.toISOString().slice(0, 10)}
          {expires.getTime() < Date.now() ? ' (expired)' : ''} · SHA-256 {certificate.fingerprint.slice(0, 23)}…
        </span>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${certificate.name}`}
        icon={<Trash2 size={14} />}
        onPress={onRemove}
      />
    </li>
  );
}

/** Runs a change, showing the server's refusal in `setError`. */
function useChange(): [string | undefined, (work: () => Promise<void>) => Promise<boolean>] {
  const [error, setError] = useState<string>();
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
      setError(undefined);
      return true;
    } catch (thrown) {
      setError(messageOf(thrown));
      return false;
    }
  };
  return [error, run];
}

export default function CertificatesSection() {
  const view = useOutboundSettings((state) => state.view);
  const loadError = useOutboundSettings((state) => state.loadError);
  const workspaceId = useOutboundSettings((state) => state.workspaceId);
  const [host, setHost] = useState('');
  const [cert, setCert] = useState<File>();
  const [key, setKey] = useState<File>();
  const [pfx, setPfx] = useState<File>();
  const [passphrase, setPassphrase] = useState('');
  const [clientError, changeClient] = useChange();
  const [caError, changeCa] = useChange();
  const [proxyError, changeProxy] = useChange();
  const [proxyUrl, setProxyUrl] = useState('');
  const [proxyUser, setProxyUser] = useState('');
  const [proxyPassword, setProxyPassword] = useState('');
  const [noProxy, setNoProxy] = useState('');
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    setProxyUrl(view?.proxy?.url ?? '');
    setProxyUser(view?.proxy?.username ?? '');
    setNoProxy(view?.proxy?.noProxy.join(', ') ?? '');
    // Only when another workspace's settings arrive: typing must not be overwritten.
  }, [workspaceId, view === undefined]);

  if (loadError) return <p className="muted certificates-note">{loadError}</p>;
  if (!workspaceId)
    return <p className="muted certificates-note">Sign in and open a workspace to set certificates and a proxy.</p>;
  if (!view) return <p className="muted certificates-note">Loading certificates…</p>;

  const proxyInput = (url: string) => ({
    verifyTls: view.verifyTls,
    proxy:
      url.trim() === ''
        ? null
        : {
            url: url.trim(),
            ...(proxyUser && { username: proxyUser }),
            ...(proxyPassword && { password: proxyPassword }),
            noProxy: noProxy
              .split(',')
              .map((entry) => entry.trim())
              .filter((entry) => entry !== ''),
          },
  });
  const addClient = () =>
    changeClient(async () => {
      const files = pfx
        ? { pfx: await base64Of(pfx), name: pfx.name }
        : {
            cert: await cert?.text(),
            key: await key?.text(),
            name: [cert?.name, key?.name].filter(Boolean).join(', ') || 'certificate',
          };
      await addClientCertificate({ host, ...files, ...(passphrase && { passphrase }) });
      setHost('');
      setPassphrase('');
      setCert(undefined);
      setKey(undefined);
      setPfx(undefined);
      setFormKey((value) => value + 1);
    });

  return (
    <section className="certificates" aria-label="Certificates and proxy">
      <h3 className="certificates-heading">Certificates and proxy</h3>
      <p className="muted certificates-note">Kept on this machine for this workspace; never shared with teammates.</p>
      <ToggleSwitch
        isSelected={view.verifyTls}
        onChange={(verifyTls) =>
          void changeProxy(() => saveOutboundGeneral({ ...proxyInput(view.proxy?.url ?? ''), verifyTls }))
        }
      >
        Verify TLS certificates
      </ToggleSwitch>
      {view.verifyTls ? null : (
        <p className="certificates-warning" role="status">
          <AlertTriangle size={14} aria-hidden="true" /> TLS certificate verification is off: responses may come from
          servers whose identity is not checked.
        </p>
      )}

      <h4 className="certificates-subheading">Client certificates</h4>
      {view.clientCertificates.length === 0 ? <p className="muted certificates-note">No client certificates.</p> : null}
      <ul className="certificate-list">
        {view.clientCertificates.map((certificate) => (
          <CertificateRow
            key={certificate.id}
            certificate={certificate}
            title={certificate.host}
            onRemove={() => void changeClient(() => removeCertificate('client', certificate.id))}
          />
        ))}
      </ul>
      <div className="certificate-form" key={formKey}>
        <label className="field">
          <span className="field-label">Host</span>
          <input
            className="input mono"
            placeholder="api.example.com:8443"
            value={host}
            onChange={(event) => setHost(event.target.value)}
          />
        </label>
        <FileInput label="CRT file" accept=".pem,.crt,.cer" onFile={setCert} />
        <FileInput label="KEY file" accept=".pem,.key" onFile={setKey} />
        <FileInput label="PFX file" accept=".pfx,.p12" onFile={setPfx} />
        <label className="field">
          <span className="field-label">Passphrase</span>
          <input
            className="input"
            type="password"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        </label>
        {clientError ? <ErrorMessage message={clientError} /> : null}
        <Button onPress={() => void addClient()}>Add certificate</Button>
      </div>

      <h4 className="certificates-subheading">CA certificates</h4>
      <ul className="certificate-list">
        {view.caCertificates.map((certificate) => (
          <CertificateRow
            key={certificate.id}
            certificate={certificate}
            title={certificate.name}
            onRemove={() => void changeCa(() => removeCertificate('ca', certificate.id))}
          />
        ))}
      </ul>
      <FileInput
        label="Add a CA certificate (PEM)"
        accept=".pem,.crt,.cer"
        onFile={(file) =>
          file && void changeCa(async () => addCaCertificate({ name: file.name, pem: await file.text() }))
        }
      />
      {caError ? <ErrorMessage message={caError} /> : null}

      <h4 className="certificates-subheading">Proxy</h4>
      <div className="certificate-form">
        <label className="field">
          <span className="field-label">Proxy URL</span>
          <input
            className="input mono"
            placeholder="http://proxy.example:8080"
            value={proxyUrl}
            onChange={(event) => setProxyUrl(event.target.value)}
          />
        </label>
        <div className="certificates-pair">
          <label className="field">
            <span className="field-label">Proxy user name</span>
            <input className="input" value={proxyUser} onChange={(event) => setProxyUser(event.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">Proxy password</span>
            <input
              className="input"
              type="password"
              placeholder={view.proxy?.hasPassword ? 'Saved' : ''}
              value={proxyPassword}
              onChange={(event) => setProxyPassword(event.target.value)}
            />
          </label>
        </div>
        <label className="field">
          <span className="field-label">Bypass proxy for</span>
          <input
            className="input mono"
            placeholder="localhost, .internal.example"
            value={noProxy}
            onChange={(event) => setNoProxy(event.target.value)}
          />
        </label>
        {proxyError ? <ErrorMessage message={proxyError} /> : null}
        <Button onPress={() => void changeProxy(() => saveOutboundGeneral(proxyInput(proxyUrl)))}>Save proxy</Button>
      </div>
    </section>
  );
}

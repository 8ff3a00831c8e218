// The Cookies manager (Postman's "Cookies" under Send): the active environment's jar by domain,
// each cookie edited as its Set-Cookie line. Loaded when first opened.
import './cookies.css';
import { CookieLineError, type CookieJar, type StoredCookie } from '@courier/core';
import { Plus, Trash2, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { TextField } from '../../ui/TextField.js';
import { activePlace } from './activeCookies.js';
import { cookieJars } from './appCookieJars.js';
import { CookieLineEditor } from './CookieLineEditor.js';

export interface CookiesDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The environment whose jar is shown, under the title. */
  environmentName: string;
}

/** What the line editor is open on: a new cookie of a domain, or one kept. */
type Editing = { domain: string; cookie?: StoredCookie };

/** What Clear is asked to empty, once confirmed: a domain, or the whole jar. */
type Clearing = { domain?: string };

export function CookiesDialog({ isOpen, onClose, environmentName }: CookiesDialogProps) {
  const [jar, setJar] = useState<CookieJar | null>(null);
  const [cookies, setCookies] = useState<StoredCookie[]>([]);
  const [addedDomains, setAddedDomains] = useState<string[]>([]);
  const [domainInput, setDomainInput] = useState('');
  const [domainError, setDomainError] = useState<string>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string>();
  const [clearing, setClearing] = useState<Clearing | null>(null);

  const refresh = useCallback(async (shown: CookieJar) => setCookies(await shown.list()), []);
  useEffect(() => {
    if (!isOpen) return undefined;
    let current = true;
    void cookieJars.jarAt(activePlace()).then((opened) => {
      if (!current) return;
      setJar(opened);
      void refresh(opened);
    });
    const stop = cookieJars.onChange(() => {
      void cookieJars.jarAt(activePlace()).then(async (opened) => {
        if (current) await refresh(opened);
      });
    });
    return () => {
      current = false;
      stop();
    };
  }, [isOpen, refresh]);

  const domains = useMemo(() => {
    const kept = new Set(cookies.map((cookie) => cookie.domain));
    return [...kept, ...addedDomains.filter((domain) => !kept.has(domain))].sort((a, b) => a.localeCompare(b));
  }, [cookies, addedDomains]);

  const act = async (change: (opened: CookieJar) => Promise<unknown>) => {
    if (!jar) return;
    setFailure(undefined);
    try {
      await change(jar);
    } catch (thrown) {
      setFailure(`The cookies could not be changed: ${(thrown as Error).message}`);
    }
    await refresh(jar);
  };

  const addDomain = () => {
    const domain = domainInput
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/[/:].*$/, '');
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain)) {
      setDomainError('Type a domain name, such as api.example.com');
      return;
    }
    setDomainError(undefined);
    setDomainInput('');
    if (!domains.includes(domain)) setAddedDomains((added) => [...added, domain]);
    setEditing({ domain });
  };

  const clear = ({ domain }: Clearing) => {
    setClearing(null);
    if (domain) setAddedDomains((added) => added.filter((item) => item !== domain));
    else setAddedDomains([]);
    void act((opened) => opened.remove(domain ? { domain } : undefined));
  };
  const clearingCount = clearing?.domain
    ? cookies.filter((cookie) => cookie.domain === clearing.domain).length
    : cookies.length;

  const saveLine = async (line: string): Promise<string | undefined> => {
    if (!jar || !editing) return undefined;
    try {
      const saved = await jar.setLine(editing.domain, line);
      const old = editing.cookie;
      // A renamed cookie or a moved path is a new cookie: the one edited goes.
      if (old && (old.name !== saved.name || old.path !== saved.path || old.domain !== saved.domain))
        await jar.remove({ domain: old.domain, path: old.path, name: old.name });
      setEditing(null);
      await refresh(jar);
      return undefined;
    } catch (thrown) {
      if (thrown instanceof CookieLineError) return thrown.message;
      return `The cookie could not be saved: ${(thrown as Error).message}`;
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Manage Cookies"
      subject={`Environment: ${environmentName}`}
      size="lg"
      footer={
        <>
          <Button
            variant="danger"
            isDisabled={cookies.length === 0}
            onPress={() => setClearing({})}
            icon={<Trash2 size={15} />}
          >
            Clear all
          </Button>
          <Button variant="primary" onPress={onClose}>
            Close
          </Button>
        </>
      }
    >
      <div className="cookies-manager">
        <form
          className="cookies-add-domain"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            addDomain();
          }}
        >
          <TextField
            label="Domain"
            hideLabel
            placeholder="Type a domain name"
            value={domainInput}
            onChange={setDomainInput}
            {...(domainError ? { error: domainError } : {})}
          />
          <Button type="submit" icon={<Plus size={15} />}>
            Add domain
          </Button>
        </form>
        <ErrorMessage message={failure} />
        {domains.length === 0 ? (
          <p className="cookies-empty">
            No cookies yet. Cookies a response sets are kept here for this environment, and sent with later requests to
            their domain.
          </p>
        ) : (
          <ul className="cookies-domains" aria-label="Domains">
            {domains.map((domain) => {
              const own = cookies.filter((cookie) => cookie.domain === domain);
              return (
                <li key={domain} className="cookies-domain">
                  <div className="cookies-domain-head">
                    <h3 className="cookies-domain-name">{domain}</h3>
                    <span className="cookies-count">
                      {own.length} {own.length === 1 ? 'cookie' : 'cookies'}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Clear cookies of ${domain}`}
                      onPress={() => (own.length === 0 ? clear({ domain }) : setClearing({ domain }))}
                    >
                      Clear
                    </Button>
                  </div>
                  <ul className="cookies-chips" aria-label={`Cookies of ${domain}`}>
                    {own.map((cookie) => (
                      <li key={`${cookie.path}\u0000${cookie.name}`} className="cookie-chip">
                        <button
                          type="button"
                          className="cookie-chip-name"
                          aria-label={`Edit cookie ${cookie.name}${cookie.path === '/' ? '' : ` (${cookie.path})`}`}
                          onClick={() => setEditing({ domain, cookie })}
                        >
                          {cookie.name}
                        </button>
                        <button
                          type="button"
                          className="cookie-chip-remove"
                          aria-label={`Delete cookie ${cookie.name}`}
                          onClick={() =>
                            void act((opened) => opened.remove({ domain, path: cookie.path, name: cookie.name }))
                          }
                        >
                          <X size={13} aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                    <li>
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<Plus size={13} />}
                        aria-label={`Add cookie to ${domain}`}
                        onPress={() => setEditing({ domain })}
                      >
                        Add cookie
                      </Button>
                    </li>
                  </ul>
                  {editing?.domain === domain ? (
                    <CookieLineEditor
                      key={editing.cookie ? `${editing.cookie.path}\u0000${editing.cookie.name}` : 'new'}
                      domain={domain}
                      cookie={editing.cookie}
                      onSave={saveLine}
                      onCancel={() => setEditing(null)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ConfirmDialog
        isOpen={clearing !== null}
        title={clearing?.domain ? 'Clear cookies of a domain' : 'Clear all cookies'}
        message={
          clearing?.domain
            ? `Delete the ${clearingCount} ${clearingCount === 1 ? 'cookie' : 'cookies'} of ${clearing.domain}?`
            : `Delete all ${clearingCount} ${clearingCount === 1 ? 'cookie' : 'cookies'} of this environment?`
        }
        confirmLabel="Clear"
        onConfirm={() => clearing && clear(clearing)}
        onCancel={() => setClearing(null)}
      />
    </Dialog>
  );
}

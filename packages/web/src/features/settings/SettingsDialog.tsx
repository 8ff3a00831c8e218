// The workbench settings: theme, auto-format of response bodies, request timeout, and the workspace's
// certificates and proxy (their own section, loaded when Settings first opens).
import { DEFAULT_TIMEOUT_MS } from '@courier/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { ToggleSwitch } from '../../ui/ToggleSwitch.js';
import { Dialog } from '../../ui/Dialog.js';
import { useSettings } from './useSettings.js';
import './settings.css';

const CertificatesSection = lazy(() => import('./CertificatesSection.js'));

export interface SettingsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function SettingsDialog({ isOpen, onClose }: SettingsDialogProps) {
  const settings = useSettings((state) => state.settings);
  const update = useSettings((state) => state.update);
  const [timeout, setTimeoutText] = useState(String(settings.timeout));
  const [timeoutError, setTimeoutError] = useState<string>();
  useEffect(() => {
    if (isOpen) {
      setTimeoutText(String(settings.timeout));
      setTimeoutError(undefined);
    }
    // Only when the dialog opens: typing must not be overwritten by the stored value.
  }, [isOpen]);

  const applyTimeout = (text: string) => {
    setTimeoutText(text);
    const ok = /^\d+$/.test(text.trim()) && update({ timeout: Number(text) });
    setTimeoutError(ok ? undefined : 'Timeout must be a whole number of milliseconds above 0');
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Settings"
      size="md"
      footer={
        <Button variant="primary" onPress={onClose}>
          Done
        </Button>
      }
    >
      <div className="settings-form">
        <RadioGroup
          className="settings-theme"
          orientation="horizontal"
          value={settings.theme}
          onChange={(theme) => update({ theme: theme === 'dark' ? 'dark' : 'light' })}
        >
          <Label className="field-label">Theme</Label>
          <div className="settings-choices">
            <Radio value="light" className="settings-choice">
              Light
            </Radio>
            <Radio value="dark" className="settings-choice">
              Dark
            </Radio>
          </div>
        </RadioGroup>
        <ToggleSwitch isSelected={settings.autoFormat} onChange={(autoFormat) => update({ autoFormat })}>
          Auto-format response bodies
        </ToggleSwitch>
        <label className="field">
          <span className="field-label">Request timeout (ms)</span>
          <input
            className="input mono"
            inputMode="numeric"
            value={timeout}
            aria-invalid={timeoutError ? true : undefined}
            onChange={(event) => applyTimeout(event.target.value)}
          />
          {timeoutError ? (
            <span className="field-error">{timeoutError}</span>
          ) : (
            <span className="muted settings-hint">Default {DEFAULT_TIMEOUT_MS}</span>
          )}
        </label>
        <Suspense fallback={<p className="muted settings-hint">Loading certificates…</p>}>
          <CertificatesSection />
        </Suspense>
      </div>
    </Dialog>
  );
}

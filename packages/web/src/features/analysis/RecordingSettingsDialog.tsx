// Whether sends are recorded, how much of a body is kept, and how long and how many responses stay.
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { TextField } from '../../ui/TextField.js';
import { useAnalysis } from './useAnalysis.js';

const KB = 1024;

export function RecordingSettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useAnalysis((state) => state.settings);
  const updateSettings = useAnalysis((state) => state.updateSettings);
  const [recording, setRecording] = useState(true);
  const [bodyCapKb, setBodyCapKb] = useState('');
  const [retentionDays, setRetentionDays] = useState('');
  const [maxEntries, setMaxEntries] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen || !settings) return;
    setRecording(settings.recording);
    setBodyCapKb(String(Math.round(settings.bodyCapBytes / KB)));
    setRetentionDays(String(settings.retentionDays));
    setMaxEntries(String(settings.maxEntries));
    setError(undefined);
  }, [isOpen, settings]);

  const submit = async () => {
    const numbers = [bodyCapKb, retentionDays, maxEntries].map(Number);
    if (numbers.some((value) => !Number.isInteger(value) || value < 1)) {
      setError('Body cap, retention and the number of responses are whole numbers of 1 or more');
      return;
    }
    const [cap, days, entries] = numbers as [number, number, number];
    setBusy(true);
    const failure = await updateSettings({
      recording,
      bodyCapBytes: cap * KB,
      retentionDays: days,
      maxEntries: entries,
    });
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Recording settings"
      formId="analysis-recording-settings"
      submitLabel="Save"
      busyLabel="Saving…"
      busy={busy}
      canSubmit={settings !== null}
      error={error}
      onSubmit={() => void submit()}
    >
      <label className="checkbox">
        <input type="checkbox" checked={recording} onChange={(event) => setRecording(event.target.checked)} />
        Record the responses of requests I send
      </label>
      <TextField label="Keep bodies up to (KB)" type="number" value={bodyCapKb} onChange={setBodyCapKb} />
      <div className="field-pair">
        <TextField label="Keep for (days)" type="number" value={retentionDays} onChange={setRetentionDays} />
        <TextField label="Keep at most (responses)" type="number" value={maxEntries} onChange={setMaxEntries} />
      </div>
    </FormDialog>
  );
}

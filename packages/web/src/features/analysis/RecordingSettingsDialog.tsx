// Whether sends are recorded, how much of a body is kept, how long and how many responses stay, and
// which names are redacted beside the built-in ones.
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { TextField } from '../../ui/TextField.js';
import { RedactionSettings } from './RedactionSettings.js';
import { withRedactedName } from './redactedNames.js';
import { useAnalysis } from './useAnalysis.js';

const KB = 1024;

export function RecordingSettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useAnalysis((state) => state.settings);
  const updateSettings = useAnalysis((state) => state.updateSettings);
  const [recording, setRecording] = useState(true);
  const [bodyCapKb, setBodyCapKb] = useState('');
  const [retentionDays, setRetentionDays] = useState('');
  const [maxEntries, setMaxEntries] = useState('');
  const [redactNames, setRedactNames] = useState<string[]>([]);
  const [nameDraft, setNameDraft] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen || !settings) return;
    setRecording(settings.recording);
    setBodyCapKb(String(Math.round(settings.bodyCapBytes / KB)));
    setRetentionDays(String(settings.retentionDays));
    setMaxEntries(String(settings.maxEntries));
    setRedactNames(settings.redactNames);
    setNameDraft('');
    setNameError(undefined);
    setError(undefined);
  }, [isOpen, settings]);

  /** The names with the one being typed added, or undefined after saying why it cannot be. */
  const namesWithDraft = (): string[] | undefined => {
    const added = withRedactedName(redactNames, nameDraft);
    setNameError('error' in added ? added.error : undefined);
    return 'error' in added ? undefined : added.names;
  };

  const addName = () => {
    const names = namesWithDraft();
    if (!names) return;
    setRedactNames(names);
    setNameDraft('');
  };

  const submit = async () => {
    // A name typed but not added yet is what the user meant to save.
    const names = nameDraft.trim() === '' ? redactNames : namesWithDraft();
    if (!names) return;
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
      redactNames: names,
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
      <RedactionSettings
        names={redactNames}
        draft={nameDraft}
        {...(nameError ? { error: nameError } : {})}
        onDraftChange={setNameDraft}
        onAdd={addName}
        onRemove={(name) => setRedactNames(redactNames.filter((kept) => kept !== name))}
      />
    </FormDialog>
  );
}

// Preferences tab: stored in this browser only.
import { useState, type FormEvent } from 'react';
import { storage } from '../../lib/storage.js';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { useThemeStore } from '../../ui/theme.js';
import { toast } from '../../ui/toasts.js';
import { LANGUAGE_NAMES, loadPreferences, PreferencesSchema, savePreferences, TIMEZONES } from './preferences.js';

export function PreferencesTab() {
  const [preferences, setPreferences] = useState(() => loadPreferences(storage));
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!savePreferences(storage, preferences)) {
      toast('Error updating preferences', 'error');
      return;
    }
    toast('Preferences updated successfully', 'success');
  };

  return (
    <form className="account-form" onSubmit={submit}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={preferences.emailNotifications}
          onChange={(event) => setPreferences({ ...preferences, emailNotifications: event.target.checked })}
        />
        Email notifications
      </label>
      <label className="checkbox">
        {/* The app's theme itself, as the top bar's toggle is: one switch, shown in two places. */}
        <input
          type="checkbox"
          checked={theme === 'dark'}
          onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
        />
        Dark mode
      </label>
      <SelectField
        label="Language"
        value={preferences.language}
        onChange={(language) => setPreferences(PreferencesSchema.parse({ ...preferences, language }))}
      >
        {Object.entries(LANGUAGE_NAMES).map(([id, label]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Timezone"
        value={preferences.timezone}
        onChange={(timezone) => setPreferences(PreferencesSchema.parse({ ...preferences, timezone }))}
      >
        {TIMEZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <div className="account-actions">
        <Button type="submit" variant="primary">
          Save Preferences
        </Button>
      </div>
    </form>
  );
}

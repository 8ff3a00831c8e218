// Preferences: the active theme, auto switching (by schedule or following the system), reduced
// animations, high contrast and font size. Each change is saved and applied at once.
import { FONT_SIZES, type FontSize } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';
import { useThemes } from './themeStore.js';

const FONT_LABELS: Record<FontSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** A native time input: the browser only ever hands over complete 'HH:MM' values. */
function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        type="time"
        className="input"
        value={value}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      />
    </label>
  );
}

export function PreferencesTab() {
  const themes = useThemes((state) => state.themes);
  const activeId = useThemes((state) => state.activeId);
  const preferences = useThemes((state) => state.preferences);
  const update = useThemes((state) => state.updatePreferences);
  const apply = useThemes((state) => state.apply);
  const { autoTheme, autoThemeSource, themeSchedule, customSettings } = preferences;
  return (
    <div className="collab-form theme-preferences">
      <SelectField
        label="Active theme"
        value={activeId}
        onChange={(id) => {
          const theme = themes.find((each) => each.id === id);
          if (theme) void apply(theme);
        }}
      >
        {themes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.name}
          </option>
        ))}
      </SelectField>
      <h3>Auto theme switching</h3>
      <Toggle
        label="Switch between light and dark automatically"
        checked={autoTheme}
        onChange={(value) => void update({ autoTheme: value })}
      />
      <SelectField
        label="Switch by"
        value={autoThemeSource}
        disabled={!autoTheme}
        onChange={(value) => void update({ autoThemeSource: value === 'system' ? 'system' : 'schedule' })}
      >
        <option value="schedule">Schedule</option>
        <option value="system">The system's light or dark setting</option>
      </SelectField>
      <div className="theme-schedule">
        <TimeField
          label="Light from"
          value={themeSchedule.light}
          onChange={(light) => void update({ themeSchedule: { light } })}
        />
        <TimeField
          label="Dark from"
          value={themeSchedule.dark}
          onChange={(dark) => void update({ themeSchedule: { dark } })}
        />
      </div>
      <h3>Custom settings</h3>
      <Toggle
        label="Reduced animations"
        checked={customSettings.reducedAnimations}
        onChange={(value) => void update({ customSettings: { reducedAnimations: value } })}
      />
      <Toggle
        label="High contrast"
        checked={customSettings.highContrast}
        onChange={(value) => void update({ customSettings: { highContrast: value } })}
      />
      <SelectField
        label="Font size"
        value={customSettings.fontSize}
        onChange={(value) => {
          const fontSize = FONT_SIZES.find((size) => size === value);
          if (fontSize) void update({ customSettings: { fontSize } });
        }}
      >
        {FONT_SIZES.map((size) => (
          <option key={size} value={size}>
            {FONT_LABELS[size]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

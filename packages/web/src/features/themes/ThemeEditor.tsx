// The Theme Editor: name, type, description, the four colours and the optional code colours; the
// contrast of every pair the workbench paints (with the nearest passing colour offered); and a
// live preview of the workbench under the draft. It makes a new theme, or changes one of the
// user's own, which the Themes tab opens here.
import {
  CODE_TOKEN_KEYS,
  HIGH_CONTRAST,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  THEME_COLOR_KEYS,
  ThemeInputSchema,
  contrastRatio,
  deriveThemeTokens,
  nearestPassingColor,
  type CodeTokenKey,
  type Theme,
  type ThemeCodeColors,
  type ThemeColors,
  type ThemeType,
} from '@courier/core';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { CODE_LABELS, contrastChecks } from './contrastChecks.js';
import { ContrastList } from './ContrastList.js';
import { THEME_TEXT } from './themeMessages.js';
import { ThemePreview } from './ThemePreview.js';
import { useThemes } from './themeStore.js';

const COLOR_LABELS: Record<keyof ThemeColors, string> = {
  primary: 'Primary',
  background: 'Background',
  textPrimary: 'Text',
  border: 'Border',
};
const HEX = /^#[0-9a-f]{6}$/i;
const STARTING_COLORS: ThemeColors = {
  primary: '#007bff',
  background: '#ffffff',
  textPrimary: '#212529',
  border: '#dee2e6',
};
/** The chosen colours warned about, with a fix offered: text read as prose, and the primary accent. */
const CHOSEN_COLOR_CHECKS = [
  { key: 'textPrimary', label: 'Text on background', kind: 'text' },
  { key: 'primary', label: 'Primary on background', kind: 'accent' },
] as const;

/** Code colours as typed: an empty field leaves that kind to the theme's derived colour. */
type CodeDraft = Record<CodeTokenKey, string>;

function codeDraftOf(codeColors: ThemeCodeColors | undefined): CodeDraft {
  return Object.fromEntries(CODE_TOKEN_KEYS.map((key) => [key, codeColors?.[key] ?? ''])) as CodeDraft;
}

function chosenCodeColors(draft: CodeDraft): ThemeCodeColors | undefined {
  const chosen = Object.fromEntries(CODE_TOKEN_KEYS.filter((key) => draft[key].trim()).map((key) => [key, draft[key]]));
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}

function ColorField({
  label,
  value,
  shown,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  /** What the picker shows: the value, or the colour in use while the field is empty. */
  shown: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="theme-color-field">
      <input
        type="color"
        aria-label={`${label} colour picker`}
        value={HEX.test(shown) ? shown : '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <TextField label={label} value={value} onChange={onChange} placeholder={placeholder} mono />
    </div>
  );
}

export function ThemeEditor() {
  const editing = useThemes((state) => state.themes.find((theme) => theme.id === state.editingId && !theme.isDefault));
  // A new form for each theme opened, so nothing typed for one is saved into another.
  return <ThemeEditorForm key={editing?.id ?? 'new'} editing={editing} />;
}

function ThemeEditorForm({ editing }: { editing: Theme | undefined }) {
  const create = useThemes((state) => state.create);
  const update = useThemes((state) => state.update);
  const edit = useThemes((state) => state.edit);
  const highContrast = useThemes((state) => state.preferences.customSettings.highContrast);
  const [name, setName] = useState(editing?.name ?? '');
  const [type, setType] = useState<ThemeType>(editing?.type ?? 'light');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [colors, setColors] = useState<ThemeColors>(editing?.colors ?? STARTING_COLORS);
  const [code, setCode] = useState<CodeDraft>(() => codeDraftOf(editing?.codeColors));
  const [error, setError] = useState('');
  const minimum = highContrast ? HIGH_CONTRAST : MIN_TEXT_CONTRAST;
  const accentMinimum = highContrast ? HIGH_CONTRAST : MIN_GRAPHIC_CONTRAST;
  const codeColors = useMemo(() => chosenCodeColors(code), [code]);
  const valid =
    THEME_COLOR_KEYS.every((key) => HEX.test(colors[key])) &&
    Object.values(codeColors ?? {}).every((value) => HEX.test(value));
  const tokens = useMemo(
    () => (valid ? deriveThemeTokens({ type, colors, codeColors }, { highContrast }) : undefined),
    [valid, type, colors, codeColors, highContrast],
  );
  const setColor = (key: keyof ThemeColors, value: string) => setColors((current) => ({ ...current, [key]: value }));
  const failed = editing ? THEME_TEXT.saveError : THEME_TEXT.createError;

  const save = async () => {
    const input = ThemeInputSchema.safeParse({ name, type, description, colors, codeColors });
    if (!input.success) {
      setError(failed(input.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ')));
      return;
    }
    try {
      const theme = editing ? await update(editing.id, input.data) : await create(input.data);
      setError('');
      toast(`Theme '${theme.name}' ${editing ? 'saved' : 'created'}`, 'success');
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  // The colours as chosen, before the theme fits them: what the warnings offer to fix.
  const chosenRatio = (key: 'textPrimary' | 'primary') =>
    HEX.test(colors[key]) && HEX.test(colors.background) ? contrastRatio(colors[key], colors.background) : Infinity;

  return (
    <div className="theme-editor">
      <form
        className="collab-form theme-editor-form"
        aria-label={editing ? `Edit theme ${editing.name}` : 'New theme'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="theme-editor-heading">
          <h2>{editing ? `Editing ${editing.name}` : 'New theme'}</h2>
          {editing ? (
            <Button size="sm" onPress={() => edit(undefined)}>
              New theme
            </Button>
          ) : null}
        </div>
        <TextField
          label="Theme name"
          value={name}
          onChange={(value) => {
            setName(value);
            setError('');
          }}
        />
        <SelectField label="Type" value={type} onChange={(value) => setType(value === 'dark' ? 'dark' : 'light')}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </SelectField>
        <TextField label="Description" value={description} onChange={setDescription} />
        <div className="theme-color-grid">
          {THEME_COLOR_KEYS.map((key) => (
            <ColorField
              key={key}
              label={COLOR_LABELS[key]}
              value={colors[key]}
              shown={colors[key]}
              onChange={(value) => setColor(key, value)}
            />
          ))}
        </div>
        {CHOSEN_COLOR_CHECKS.map(({ key, label, kind }) => {
          const required = kind === 'text' ? minimum : accentMinimum;
          const ratio = chosenRatio(key);
          if (ratio >= required) return null;
          const fix = nearestPassingColor(colors[key], colors.background, required);
          return (
            <p key={key} className="theme-warning" role="alert">
              {label} is {ratio.toFixed(2)}:1, below {required}:1.{' '}
              <Button size="sm" onPress={() => setColor(key, fix)}>
                Use {fix}
              </Button>
            </p>
          );
        })}
        <fieldset className="theme-code-colors">
          <legend>Code colours</legend>
          <p className="muted">Left empty, a kind of code takes a colour derived from the four above.</p>
          <div className="theme-color-grid">
            {CODE_TOKEN_KEYS.map((key) => (
              <ColorField
                key={key}
                label={CODE_LABELS[key]}
                value={code[key]}
                shown={code[key] || (tokens?.[`code-${key}`] ?? '')}
                placeholder={tokens?.[`code-${key}`]}
                onChange={(value) => setCode((current) => ({ ...current, [key]: value }))}
              />
            ))}
          </div>
        </fieldset>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary">
            {editing ? 'Save Theme' : 'Create Theme'}
          </Button>
        </div>
      </form>
      <div className="theme-editor-side">
        <ThemePreview tokens={tokens} />
        {tokens ? (
          <ContrastList
            checks={contrastChecks(
              tokens,
              { colors, code: codeColors ?? {} },
              { text: minimum, accent: accentMinimum },
            )}
          />
        ) : null}
      </div>
    </div>
  );
}

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
  type ThemeTokenName,
  type ThemeType,
} from '@courier/core';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { THEME_TEXT } from './themeMessages.js';
import { ThemePreview } from './ThemePreview.js';
import { useThemes } from './themeStore.js';

const COLOR_LABELS: Record<keyof ThemeColors, string> = {
  primary: 'Primary',
  background: 'Background',
  textPrimary: 'Text',
  border: 'Border',
};
const CODE_LABELS: Record<CodeTokenKey, string> = {
  keyword: 'Keywords',
  string: 'Strings',
  number: 'Numbers',
  property: 'Properties',
  comment: 'Comments',
};
const HEX = /^#[0-9a-f]{6}$/i;
const STARTING_COLORS: ThemeColors = {
  primary: '#007bff',
  background: '#ffffff',
  textPrimary: '#212529',
  border: '#dee2e6',
};
/**
 * The pairs the contrast list checks, each against the ratio the token contract holds it to: text
 * read as prose (body, muted, comments) at 4.5:1, coloured words and badges at 3:1; all at 7:1
 * under high contrast.
 */
const CHECKED_PAIRS: ReadonlyArray<readonly [label: string, token: ThemeTokenName, kind: 'text' | 'accent']> = [
  ['Text on background', 'text', 'text'],
  ['Muted text', 'muted', 'text'],
  ['GET badge', 'method-get', 'accent'],
  ['POST badge', 'method-post', 'accent'],
  ['PUT badge', 'method-put', 'accent'],
  ['DELETE badge', 'method-delete', 'accent'],
  ['2xx status', 'status-2xx', 'accent'],
  ['3xx status', 'status-3xx', 'accent'],
  ['4xx status', 'status-4xx', 'accent'],
  ['5xx status', 'status-5xx', 'accent'],
  ...CODE_TOKEN_KEYS.map(
    (key) => [`Code: ${CODE_LABELS[key].toLowerCase()}`, `code-${key}`, key === 'comment' ? 'text' : 'accent'] as const,
  ),
];

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

  const textRatio = contrastRatio(
    HEX.test(colors.textPrimary) ? colors.textPrimary : '#000000',
    HEX.test(colors.background) ? colors.background : '#ffffff',
  );

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
        {textRatio < minimum ? (
          <p className="theme-warning" role="alert">
            Text on background is {textRatio.toFixed(2)}:1, below {minimum}:1.{' '}
            <Button
              size="sm"
              onPress={() =>
                setColor('textPrimary', nearestPassingColor(colors.textPrimary, colors.background, minimum))
              }
            >
              Use {nearestPassingColor(colors.textPrimary, colors.background, minimum)}
            </Button>
          </p>
        ) : null}
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
        <section aria-label="Contrast" className="theme-contrast">
          <h3>Contrast</h3>
          <ul>
            {tokens
              ? CHECKED_PAIRS.map(([label, token, kind]) => {
                  const ratio = contrastRatio(tokens[token], tokens.bg);
                  const required = kind === 'text' ? minimum : accentMinimum;
                  return (
                    <li key={token} data-passes={ratio >= required}>
                      <span className="theme-swatch" style={{ background: tokens[token] }} aria-hidden="true" />
                      {label}: {ratio.toFixed(2)}:1{ratio < required ? ` — below ${required}:1` : ''}
                    </li>
                  );
                })
              : null}
          </ul>
        </section>
      </div>
    </div>
  );
}

// The Theme Editor: name, type, description and the four colours, the contrast of every pair the
// workbench paints (with the nearest passing colour offered), and a live preview made of the
// workbench's own controls under the derived tokens.
import {
  HIGH_CONTRAST,
  MIN_TEXT_CONTRAST,
  THEME_COLOR_KEYS,
  THEME_TOKEN_NAMES,
  ThemeInputSchema,
  contrastRatio,
  deriveThemeTokens,
  nearestPassingColor,
  type ThemeColors,
  type ThemeType,
} from '@courier/core';
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { MethodBadge } from '../collections/MethodBadge.js';
import { THEME_TEXT } from './themeMessages.js';
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
const CHECKED_PAIRS = [
  ['Text on background', 'text'],
  ['Muted text', 'muted'],
  ['GET badge', 'method-get'],
  ['POST badge', 'method-post'],
  ['PUT badge', 'method-put'],
  ['DELETE badge', 'method-delete'],
  ['2xx status', 'status-2xx'],
  ['3xx status', 'status-3xx'],
  ['4xx status', 'status-4xx'],
  ['5xx status', 'status-5xx'],
] as const;

export function ThemeEditor() {
  const create = useThemes((state) => state.create);
  const highContrast = useThemes((state) => state.preferences.customSettings.highContrast);
  const [name, setName] = useState('');
  const [type, setType] = useState<ThemeType>('light');
  const [description, setDescription] = useState('');
  const [colors, setColors] = useState<ThemeColors>(STARTING_COLORS);
  const [error, setError] = useState('');
  const minimum = highContrast ? HIGH_CONTRAST : MIN_TEXT_CONTRAST;
  const valid = THEME_COLOR_KEYS.every((key) => HEX.test(colors[key]));
  const tokens = useMemo(
    () => (valid ? deriveThemeTokens({ type, colors }, { highContrast }) : undefined),
    [valid, type, colors, highContrast],
  );
  const setColor = (key: keyof ThemeColors, value: string) => setColors((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const input = ThemeInputSchema.safeParse({ name, type, description, colors });
    if (!input.success) {
      setError(
        THEME_TEXT.createError(
          input.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', '),
        ),
      );
      return;
    }
    try {
      const theme = await create(input.data);
      setError('');
      toast(`Theme '${theme.name}' created`, 'success');
    } catch (thrown) {
      setError(THEME_TEXT.createError(thrown));
    }
  };

  const previewStyle = tokens
    ? (Object.fromEntries(THEME_TOKEN_NAMES.map((token) => [`--color-${token}`, tokens[token]])) as CSSProperties)
    : undefined;
  const textRatio = contrastRatio(
    HEX.test(colors.textPrimary) ? colors.textPrimary : '#000000',
    HEX.test(colors.background) ? colors.background : '#ffffff',
  );

  return (
    <div className="theme-editor">
      <form
        className="collab-form theme-editor-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
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
            <div key={key} className="theme-color-field">
              <input
                type="color"
                aria-label={`${COLOR_LABELS[key]} colour picker`}
                value={HEX.test(colors[key]) ? colors[key] : '#000000'}
                onChange={(event) => setColor(key, event.target.value)}
              />
              <TextField
                label={COLOR_LABELS[key]}
                value={colors[key]}
                onChange={(value) => setColor(key, value)}
                mono
              />
            </div>
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
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary">
            Create Theme
          </Button>
        </div>
      </form>
      <div className="theme-editor-side">
        <section aria-label="Contrast" className="theme-contrast">
          <h3>Contrast</h3>
          <ul>
            {tokens
              ? CHECKED_PAIRS.map(([label, token]) => {
                  const ratio = contrastRatio(tokens[token], tokens.bg);
                  return (
                    <li key={token} data-passes={ratio >= minimum}>
                      <span className="theme-swatch" style={{ background: tokens[token] }} aria-hidden="true" />
                      {label}: {ratio.toFixed(2)}:1{ratio < minimum ? ` — below ${minimum}:1` : ''}
                    </li>
                  );
                })
              : null}
          </ul>
        </section>
        <section aria-label="Preview" className="theme-preview" style={previewStyle}>
          <div className="theme-preview-bar">
            <strong>Courier</strong>
            <Button size="sm" variant="primary">
              Send
            </Button>
          </div>
          <div className="theme-preview-body">
            <div className="theme-preview-row">
              <MethodBadge method="GET" /> <span className="mono">/users/42</span>
            </div>
            <div className="theme-preview-row">
              <MethodBadge method="POST" /> <span className="mono">/orders</span>
            </div>
            <div className="theme-preview-row">
              <MethodBadge method="DELETE" /> <span className="muted">Muted text</span>
            </div>
            <div className="theme-preview-row">
              <span className="theme-preview-status" style={{ color: 'var(--color-status-2xx)' }}>
                200 OK
              </span>
              <span className="theme-preview-status" style={{ color: 'var(--color-status-4xx)' }}>
                404 Not Found
              </span>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

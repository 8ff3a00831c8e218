import type { FormPart, KeyValue } from '@courier/core';
import { FilePicker } from './FilePicker.js';
import { KeyValueEditor } from './KeyValueEditor.js';

/** A part with neither a name nor content is removed, as an empty header row is. */
function isEmpty(part: FormPart): boolean {
  if (part.key !== '') return false;
  return part.type === 'text' ? part.value === '' : !part.picked && part.src.every((path) => path === '');
}

function rowOf(part: FormPart): KeyValue {
  const value = part.type === 'text' ? part.value : (part.picked?.name ?? part.src.join(', '));
  return { key: part.key, value, enabled: part.enabled };
}

/** Switching a row between text and file keeps its name and whether it is enabled. */
function withType(part: FormPart, type: FormPart['type']): FormPart {
  if (part.type === type) return part;
  const { key, enabled } = part;
  return type === 'text' ? { key, enabled, type, value: '' } : { key, enabled, type, src: [] };
}

/** Form-data rows: each a text value or a file chosen from disk. */
export function FormDataEditor({ parts, onChange }: { parts: FormPart[]; onChange: (parts: FormPart[]) => void }) {
  const replace = (index: number, change: (part: FormPart) => FormPart) =>
    onChange(parts.map((part, at) => (at === index ? change(part) : part)).filter((part) => !isEmpty(part)));
  return (
    <KeyValueEditor
      noun="Field"
      rows={parts.map(rowOf)}
      onUpdate={(index, patch) =>
        replace(index, (part) => ({
          ...part,
          ...(patch.key !== undefined ? { key: patch.key } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
          ...(part.type === 'text' && patch.value !== undefined ? { value: patch.value } : {}),
        }))
      }
      onAdd={(row) => onChange([...parts, { key: row.key ?? '', value: row.value ?? '', type: 'text', enabled: true }])}
      onRemove={(index) => onChange(parts.filter((_, at) => at !== index))}
      renderType={(index) => {
        const part = parts[index];
        return part ? (
          <select
            className="select kv-type"
            aria-label={`Field ${index + 1} type`}
            value={part.type}
            onChange={(event) =>
              onChange(
                parts.map((item, at) => (at === index ? withType(item, event.target.value as FormPart['type']) : item)),
              )
            }
          >
            <option value="text">Text</option>
            <option value="file">File</option>
          </select>
        ) : null;
      }}
      renderValue={(index) => {
        const part = parts[index];
        if (part?.type !== 'file') return undefined;
        return (
          <FilePicker
            label={`Field ${index + 1} file`}
            picked={part.picked}
            path={part.src.join(', ')}
            onPick={(picked) => replace(index, () => ({ ...part, src: [picked.name], picked }))}
            onRemove={() => {
              const { picked: _removed, ...rest } = part;
              replace(index, () => ({ ...rest, src: [] }));
            }}
          />
        );
      }}
    />
  );
}

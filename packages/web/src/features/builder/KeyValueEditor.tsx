import type { KeyValue } from '@courier/core';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button.js';

export interface KeyValueEditorProps {
  /** Names rows for assistive technology: 'Header', 'Field'. */
  noun: string;
  rows: readonly KeyValue[];
  onUpdate: (index: number, patch: Partial<KeyValue>) => void;
  onAdd: (row: Partial<KeyValue>) => void;
  onRemove: (index: number) => void;
  keyPlaceholder?: string;
  /** An extra cell between name and value (form-data's Text/File choice). */
  renderType?: (index: number) => ReactNode;
  /** Replaces a row's value field when it returns something (a file part's picker). */
  renderValue?: (index: number) => ReactNode;
}

/**
 * Name/value rows with an enabled toggle, and one blank row at the end: typing into it adds a row,
 * so there is never an empty row to clean up.
 */
export function KeyValueEditor({
  noun,
  rows,
  onUpdate,
  onAdd,
  onRemove,
  keyPlaceholder = 'Name',
  renderType,
  renderValue,
}: KeyValueEditorProps) {
  const rowClass = renderType ? 'kv-row kv-row-typed' : 'kv-row';
  const tableRef = useRef<HTMLDivElement>(null);
  // After typing into the blank row, keep typing in the row it became.
  const [focusField, setFocusField] = useState<'key' | 'value' | null>(null);
  useEffect(() => {
    if (!focusField) return;
    const input = tableRef.current?.querySelector<HTMLInputElement>(
      `[data-row="${rows.length - 1}"][data-field="${focusField}"]`,
    );
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    setFocusField(null);
  }, [focusField, rows.length]);
  const add = (field: 'key' | 'value', text: string) => {
    onAdd({ [field]: text });
    setFocusField(field);
  };
  return (
    <div className="kv-table" role="table" aria-label={`${noun}s`} ref={tableRef}>
      {rows.map((row, index) => (
        <div className={rowClass} role="row" key={index}>
          <input
            type="checkbox"
            aria-label={`Enable ${noun.toLowerCase()} ${index + 1}`}
            checked={row.enabled !== false}
            onChange={(event) => onUpdate(index, { enabled: event.target.checked })}
          />
          <input
            className="input mono"
            aria-label={`${noun} ${index + 1} name`}
            data-row={index}
            data-field="key"
            value={row.key}
            placeholder={keyPlaceholder}
            onChange={(event) => onUpdate(index, { key: event.target.value })}
          />
          {renderType?.(index)}
          {renderValue?.(index) ?? (
            <input
              className="input mono"
              aria-label={`${noun} ${index + 1} value`}
              data-row={index}
              data-field="value"
              value={row.value}
              placeholder="Value"
              onChange={(event) => onUpdate(index, { value: event.target.value })}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${noun.toLowerCase()} ${index + 1}`}
            onPress={() => onRemove(index)}
            icon={<Trash2 size={14} />}
          />
        </div>
      ))}
      <div className={`${rowClass} kv-row-new`} role="row">
        <span className="kv-spacer" />
        <input
          className="input mono"
          aria-label={`New ${noun.toLowerCase()} name`}
          value=""
          placeholder={keyPlaceholder}
          onChange={(event) => add('key', event.target.value)}
        />
        {renderType ? <span className="kv-spacer" /> : null}
        <input
          className="input mono"
          aria-label={`New ${noun.toLowerCase()} value`}
          value=""
          placeholder="Value"
          onChange={(event) => add('value', event.target.value)}
        />
        <span className="kv-spacer" />
      </div>
    </div>
  );
}

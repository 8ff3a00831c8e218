import type { PickedFile } from '@courier/core';
import { FileUp, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { errorText } from '../shared/errorText.js';
import { formatSize } from '../response/formatBody.js';
import { chooseAgainNotice, KEEP_LIMIT, NOT_KEPT_NOTICE, readPickedFile } from './pickedFiles.js';

export interface FilePickerProps {
  /** Accessible name of the file input, e.g. 'Field 2 file'. */
  label: string;
  picked: PickedFile | undefined;
  /** A path from an import (Postman `src`) with no file chosen in this browser yet. */
  path?: string;
  onPick(picked: PickedFile): void;
  onRemove(): void;
}

/**
 * Chooses a file from disk for a form-data part or a binary body: shows its name and size, says
 * when its content is not stored (pickedFiles.ts) and when it must be selected again.
 */
export function FilePicker({ label, picked, path, onPick, onRemove }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    readPickedFile(file).then(onPick, (thrown: unknown) => setError(errorText(thrown)));
  };
  const name = picked?.name ?? (path || undefined);
  const notice =
    picked?.data === undefined && name !== undefined
      ? chooseAgainNotice(name)
      : picked && picked.size > KEEP_LIMIT
        ? NOT_KEPT_NOTICE
        : undefined;

  return (
    <div className="file-picker">
      <input
        ref={input}
        type="file"
        className="file-picker-input"
        aria-label={label}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // The same file chosen again must still trigger a change.
          event.target.value = '';
        }}
      />
      {name !== undefined ? (
        <span className="file-picker-file mono" title={name}>
          <Paperclip size={14} className="muted" />
          <span className="file-picker-name">{name}</span>
          {picked ? <span className="muted file-picker-size">{formatSize(picked.size)}</span> : null}
        </span>
      ) : null}
      <Button size="sm" onPress={() => input.current?.click()} icon={<FileUp size={14} />}>
        {name === undefined ? 'Select file' : 'Change'}
      </Button>
      {name !== undefined ? (
        <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onPress={onRemove} icon={<X size={14} />} />
      ) : null}
      {error || notice ? (
        <span className={`file-picker-note ${error || picked?.data === undefined ? 'file-picker-warning' : 'muted'}`}>
          {error ?? notice}
        </span>
      ) : null}
    </div>
  );
}

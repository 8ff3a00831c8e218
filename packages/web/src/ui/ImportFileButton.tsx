// An Import button that opens the system's file picker and hands over the file chosen. The input is
// emptied after each choice, so choosing the same file again imports it again.
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './Button.js';

export interface ImportFileButtonProps {
  /** The file input's accessible name ('Theme file'), for assistive technology and tests. */
  fileLabel: string;
  onFile: (file: File) => void;
  accept?: string;
}

export function ImportFileButton({ fileLabel, onFile, accept = '.json,application/json' }: ImportFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<Upload size={16} />} onPress={() => input.current?.click()}>
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={fileLabel}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

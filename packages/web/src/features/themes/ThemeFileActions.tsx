// Export (the active theme as a file) and Import (a Courier theme file or a VS Code colour theme).
import { readThemeFile, themeFileOf } from '@courier/core';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toasts.js';
import { downloadFile } from '../import-export/downloadFile.js';
import { THEME_TEXT } from './themeMessages.js';
import { useThemes } from './themeStore.js';

export function ThemeFileActions({ onError }: { onError: (message: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const active = useThemes((state) => state.themes.find((theme) => theme.id === state.activeId));
  const create = useThemes((state) => state.create);

  const importFile = async (file: File) => {
    try {
      const theme = await create(readThemeFile(await file.text()));
      onError('');
      toast(`Theme '${theme.name}' imported`, 'success');
    } catch (thrown) {
      onError(THEME_TEXT.createError(thrown));
    }
  };

  return (
    <div className="collab-actions">
      <Button
        icon={<Download size={16} />}
        isDisabled={!active}
        onPress={() => {
          if (active) downloadFile(themeFileOf(active));
        }}
      >
        Export
      </Button>
      <Button icon={<Upload size={16} />} onPress={() => input.current?.click()}>
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Theme file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}

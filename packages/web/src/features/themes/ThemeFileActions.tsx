// Export (the active theme as a file) and Import (a Courier theme file or a VS Code colour theme).
import { readThemeFile, themeFileOf } from '@courier/core';
import { Download } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { ImportFileButton } from '../../ui/ImportFileButton.js';
import { toast } from '../../ui/toasts.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { THEME_TEXT } from './themeMessages.js';
import { useThemes } from './themeStore.js';

export function ThemeFileActions({ onError }: { onError: (message: string) => void }) {
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
      <ImportFileButton fileLabel="Theme file" onFile={(file) => void importFile(file)} />
    </div>
  );
}

// The Theme Manager: the themes as cards, the preferences, and the editor that makes new themes
// and changes one's own. The tab shown is kept in the address.
import type { Theme } from '@courier/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Tabs } from '../../ui/Tabs.js';
import '../shared/collab.css';
import { CloneDialog } from './CloneDialog.js';
import { PreferencesTab } from './PreferencesTab.js';
import { ThemeCard } from './ThemeCard.js';
import { ThemeEditor } from './ThemeEditor.js';
import { ThemeFileActions } from './ThemeFileActions.js';
import { THEME_TEXT } from './themeMessages.js';
import './themes.css';
import { showInAddress, THEMES_TABS } from './themesAddress.js';
import { useThemes } from './themeStore.js';

function ThemesTabContent() {
  const themes = useThemes((state) => state.themes);
  const activeId = useThemes((state) => state.activeId);
  const apply = useThemes((state) => state.apply);
  const clone = useThemes((state) => state.clone);
  const remove = useThemes((state) => state.remove);
  const edit = useThemes((state) => state.edit);
  const [cloning, setCloning] = useState<Theme>();
  const [deleting, setDeleting] = useState<Theme>();
  const [error, setError] = useState('');
  return (
    <>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="collab-cards theme-cards">
        {themes.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            active={theme.id === activeId}
            onApply={() => void apply(theme)}
            onClone={() => setCloning(theme)}
            onEdit={() => edit(theme.id)}
            onDelete={() => setDeleting(theme)}
          />
        ))}
      </div>
      {cloning ? (
        <CloneDialog
          sourceName={cloning.name}
          onClose={() => setCloning(undefined)}
          onClone={(name) => {
            setCloning(undefined);
            void clone(cloning, name);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        message={deleting ? THEME_TEXT.confirmDelete(deleting.name) : ''}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const theme = deleting;
          setDeleting(undefined);
          if (!theme) return;
          remove(theme).then(
            () => setError(''),
            (thrown: unknown) => setError(THEME_TEXT.deleteError(thrown)),
          );
        }}
      />
    </>
  );
}

export function ThemesView() {
  const tab = useThemes((state) => state.tab);
  const editingId = useThemes((state) => state.editingId);
  const setTab = useThemes((state) => state.setTab);
  const count = useThemes((state) => state.themes.length);
  const load = useThemes((state) => state.load);
  const [fileError, setFileError] = useState('');
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => showInAddress({ tab, themeId: editingId }), [tab, editingId]);
  return (
    <section className="collab-view themes-view" aria-label="Theme Manager">
      <header className="collab-header">
        <div className="collab-title">
          <h1>Theme Manager</h1>
        </div>
        <ThemeFileActions onError={setFileError} />
      </header>
      {fileError ? (
        <p className="field-error theme-file-error" role="alert">
          {fileError}
        </p>
      ) : null}
      <Tabs
        label="Theme Manager"
        selected={tab}
        onSelect={(id) => setTab(THEMES_TABS.find((each) => each === id) ?? 'themes')}
        items={[
          { id: 'themes', label: `Themes (${count})`, content: <ThemesTabContent /> },
          { id: 'preferences', label: 'Preferences', content: <PreferencesTab /> },
          { id: 'editor', label: 'Theme Editor', content: <ThemeEditor /> },
        ]}
      />
    </section>
  );
}

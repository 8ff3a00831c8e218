// The Import/Export dialog: Export, Import, cURL and Code tabs.
import { Suspense, lazy, useState } from 'react';
import { Dialog } from '../../ui/Dialog.js';
import { Tabs } from '../../ui/Tabs.js';
import { CurlTab } from './CurlTab.js';
import { ExportTab } from './ExportTab.js';
import { ImportTab } from './ImportTab.js';
import { waitingImport } from './waitingImport.js';
import './importExport.css';

// Code generation (httpsnippet's 39 targets, some 100 KB) loads when the Code tab first opens.
const CodeTab = lazy(() => import('./CodeTab.js').then(({ CodeTab }) => ({ default: CodeTab })));

export interface ImportExportDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function ImportExportDialog({ isOpen, onClose }: ImportExportDialogProps) {
  // Opened by a drop on the sidebar, it shows the Import tab, which imports what was dropped.
  const [tab, setTab] = useState(() => (waitingImport.getState().picked ? 'import' : 'export'));
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Import / Export" size="lg">
      <Tabs
        label="Import and export"
        className="import-export-tabs"
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'export', label: 'Export', content: <ExportTab /> },
          { id: 'import', label: 'Import', content: <ImportTab /> },
          { id: 'curl', label: 'cURL', content: <CurlTab onImported={onClose} /> },
          {
            id: 'code',
            label: 'Code',
            content: (
              <Suspense fallback={<p className="muted">Loading the code generators…</p>}>
                <CodeTab />
              </Suspense>
            ),
          },
        ]}
      />
    </Dialog>
  );
}

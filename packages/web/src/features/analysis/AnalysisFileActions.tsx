// Export (the schemas, and the recorded responses if asked, as one JSON file) and Import (such a
// file back; what was already there is skipped, and a summary says what happened).
import { messageOf } from '@courier/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { ImportFileButton } from '../../ui/ImportFileButton.js';
import { toast } from '../../ui/toasts.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { callFailure } from '../shared/callFailure.js';
import { analysisApi } from './analysisApi.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import { importSummaryText } from './importSummaryText.js';
import { useAnalysis } from './useAnalysis.js';

function ExportDialog({ onClose }: { onClose: () => void }) {
  const [includeCache, setIncludeCache] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const save = async () => {
    setBusy(true);
    try {
      const document = await analysisApi.exportDocument(includeCache);
      const date = new Date().toISOString().slice(0, 10);
      downloadFile({ fileName: `courier-analysis-${date}.json`, text: JSON.stringify(document, null, 2) });
      onClose();
    } catch (thrown) {
      setError(callFailure(ANALYSIS_TEXT.exportFailed, thrown));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Export analysis data"
      size="sm"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" icon={<Download size={16} />} isDisabled={busy} onPress={() => void save()}>
            {busy ? 'Exporting…' : 'Download'}
          </Button>
        </>
      }
    >
      <ErrorMessage message={error} />
      <p className="muted">The file holds your response schemas.</p>
      <label className="checkbox">
        <input type="checkbox" checked={includeCache} onChange={(event) => setIncludeCache(event.target.checked)} />
        Include the recorded responses
      </label>
    </Dialog>
  );
}

export function AnalysisFileActions() {
  const importDocument = useAnalysis((state) => state.importDocument);
  const [exporting, setExporting] = useState(false);

  const importFile = async (file: File) => {
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch (thrown) {
      toast(`${ANALYSIS_TEXT.importFailed}: ${file.name} is not JSON (${messageOf(thrown)})`, 'error');
      return;
    }
    const result = await importDocument(document);
    if ('error' in result) toast(result.error, 'error');
    else toast(importSummaryText(result), 'success');
  };

  return (
    <>
      <Button icon={<Download size={16} />} onPress={() => setExporting(true)}>
        Export
      </Button>
      <ImportFileButton fileLabel="Analysis file" onFile={(file) => void importFile(file)} />
      {exporting ? <ExportDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}

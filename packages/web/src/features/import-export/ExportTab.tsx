// Export: native or Postman v2.1, a summary of what goes out, disabled when empty.
import { countRequests, countWebSocketRequests, leftOutNotice, messageOf } from '@courier/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { toast } from '../../ui/toasts.js';
import { useCollections } from '../collections/useCollections.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { exportWorkbench, type ExportFormat } from './exportWorkbench.js';
import { workbenchStores } from './stores.js';

export function ExportTab() {
  const collections = useCollections((state) => state.collections);
  const [format, setFormat] = useState<ExportFormat>('native');
  const [error, setError] = useState<string>();
  const requests = collections.reduce((total, collection) => total + countRequests(collection), 0);
  const webSockets = collections.reduce((total, collection) => total + countWebSocketRequests(collection), 0);
  // Postman's format has no place for WebSocket requests: said before the export, and after it.
  const leftOut = format === 'postman' ? leftOutNotice({ webSocketRequestsLeftOut: webSockets }) : undefined;

  const exportNow = () => {
    try {
      const file = exportWorkbench(format, workbenchStores);
      downloadFile(file);
      setError(undefined);
      toast(`Exported ${file.fileName}`, 'success');
      const notice = leftOutNotice(file.summary);
      if (notice) toast(notice, 'warning');
    } catch (thrown) {
      // Core's ExportError already reads 'Export failed: …'.
      setError(messageOf(thrown));
    }
  };

  return (
    <div className="ie-tab">
      <RadioGroup className="ie-formats" value={format} onChange={(value) => setFormat(value as ExportFormat)}>
        <Label className="field-label">Format</Label>
        <Radio value="native" className="ie-format">
          <strong>Courier</strong>
          <span className="muted">Collections, environments, history and settings</span>
        </Radio>
        <Radio value="postman" className="ie-format">
          <strong>Postman Collection v2.1</strong>
          <span className="muted">Opens in Postman, Newman and the Courier CLI</span>
        </Radio>
      </RadioGroup>
      <p className="ie-summary" aria-live="polite">
        {collections.length === 0
          ? 'No collections to export yet.'
          : `${collections.length} ${collections.length === 1 ? 'collection' : 'collections'}, ${requests} ${requests === 1 ? 'request' : 'requests'}${webSockets > 0 ? `, ${webSockets} WebSocket ${webSockets === 1 ? 'request' : 'requests'}` : ''}`}
      </p>
      {leftOut ? <p className="ie-summary muted">{leftOut}.</p> : null}
      <ErrorMessage message={error} />
      <div className="ie-actions">
        <Button
          variant="primary"
          isDisabled={collections.length === 0}
          onPress={exportNow}
          icon={<Download size={16} />}
        >
          Export
        </Button>
      </div>
    </div>
  );
}

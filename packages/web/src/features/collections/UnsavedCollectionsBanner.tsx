// A write of the browser's collections failed: says which collections are not stored and why,
// until a write succeeds, and offers them as a file so nothing is lost with the tab.
import { exportNative, messageOf } from '@courier/core';
import { Download, RotateCw } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toasts.js';
import { downloadFile } from '../../lib/downloadFile.js';
import { namesOf, useUnsavedCollections } from './unsavedCollections.js';

export function UnsavedCollectionsBanner({ retry }: { retry: () => void }) {
  const { collections, reason } = useUnsavedCollections();
  if (collections.length === 0) return null;
  const them = collections.length === 1 ? 'it' : 'them';
  const exportThem = () => {
    try {
      downloadFile(exportNative({ collections: [...collections] }));
    } catch (thrown) {
      // Core's ExportError already reads 'Export failed: …'.
      toast(messageOf(thrown), 'error');
    }
  };
  return (
    <div className="storage-banner" role="alert">
      <p>
        Not saved in this browser: {namesOf(collections)}
        {reason ? ` — ${reason}` : ''}. Export {them} to keep a copy, or free some space and try again.
      </p>
      <Button size="sm" onPress={exportThem} icon={<Download size={14} />}>
        Export
      </Button>
      <Button size="sm" onPress={retry} icon={<RotateCw size={14} />}>
        Try again
      </Button>
    </div>
  );
}

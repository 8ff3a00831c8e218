// A place where files and folders dragged from the desktop can be dropped to import them: the whole
// sidebar, whatever it shows, and the Import tab. Each zone only hands over what was dropped
// (waitingImport); the Import tab imports it and says what came in.
import { messageOf } from '@courier/core';
import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/toasts.js';
import { pickedFromDrop } from './droppedImport.js';
import { handToImport } from './waitingImport.js';
import './importDropZone.css';

/** Only files from outside the page are imported: text or a tree row dragged within it is not. */
function carriesFiles(data: DataTransfer): boolean {
  return data.types.includes('Files');
}

export interface ImportDropZoneProps {
  className: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function ImportDropZone({ className, children, 'data-testid': testId }: ImportDropZoneProps) {
  const [dropping, setDropping] = useState(false);
  return (
    <div
      className={`import-drop-zone ${className}`}
      data-testid={testId}
      data-dropping={dropping || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      }}
      onDragLeave={(event) => {
        // Moving onto a child of the zone is still over the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        setDropping(false);
        pickedFromDrop(event.dataTransfer).then(
          (picked) => {
            if (picked) handToImport(picked);
          },
          // Reading a dropped folder can fail (a file removed meanwhile, no permission to read it).
          (thrown: unknown) => toast(`Import failed: ${messageOf(thrown)}`, 'error'),
        );
      }}
    >
      {children}
      {dropping ? (
        <p className="import-drop-affordance" role="status">
          Drop to import
        </p>
      ) : null}
    </div>
  );
}

// The response panel's Save as example: asks for a name (the status line to start with) and keeps the
// response with the request that was sent, under the saved request.
import { defaultExampleName } from '@courier/core';
import { BookmarkPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { useBuilder } from '../builder/useBuilder.js';
import { useCollections } from '../collections/useCollections.js';
import { useResponse } from '../response/useResponse.js';

const SaveExampleDialog = lazy(() =>
  import('./SaveExampleDialog.js').then((module) => ({ default: module.SaveExampleDialog })),
);

export function SaveExampleButton() {
  const [isOpen, setOpen] = useState(false);
  const saved = useBuilder((state) => state.draft.origin !== undefined);
  const response = useResponse((state) => state.response);
  const sent = useResponse((state) => state.sent !== undefined);
  // A workspace's viewer changes no request, so keeps no example either.
  const readOnly = useCollections((state) => state.readOnly ?? false);
  if (!response || !sent || readOnly) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onPress={() => setOpen(true)}
        icon={<BookmarkPlus size={14} />}
        // Examples belong to a saved request.
        isDisabled={!saved}
        aria-label="Save as example"
      >
        <span className="hide-narrow">Save as example</span>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SaveExampleDialog initialName={defaultExampleName(response)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

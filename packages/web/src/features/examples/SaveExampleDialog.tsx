// The name asked for by Save as example, and the save itself: loaded when the button is first
// pressed, so that the response panel's first load carries neither.
import { NameDialog } from '../collections/NameDialog.js';
import { saveResponseAsExample } from './exampleActions.js';

export function SaveExampleDialog({ initialName, onClose }: { initialName: string; onClose: () => void }) {
  return (
    <NameDialog
      isOpen
      title="Save as example"
      label="Example name"
      submitLabel="Save"
      initialName={initialName}
      onSubmit={saveResponseAsExample}
      onClose={onClose}
    />
  );
}

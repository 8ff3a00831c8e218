// The two answers to a teammate's save over something being edited, the same wherever it is asked:
// a request tab, a collection's or folder's Settings.
import { Button } from '../../ui/Button.js';

export function KeepOneVersion({ onTakeTheirs, onKeepMine }: { onTakeTheirs: () => void; onKeepMine: () => void }) {
  return (
    <div className="teammate-panel-actions">
      <Button size="sm" onPress={onTakeTheirs}>
        Take theirs
      </Button>
      <Button size="sm" variant="primary" onPress={onKeepMine}>
        Keep mine
      </Button>
    </div>
  );
}

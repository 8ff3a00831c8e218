// The two answers to a teammate's save (or a change on disk) over something being edited, the same wherever it is asked:
// a request tab, a collection's or folder's Settings.
import { Button } from '../../ui/Button.js';

export interface KeepOneVersionProps {
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  /** What the other version is called: a teammate's ('Take theirs') or the file's on disk. */
  takeLabel?: string;
}

export function KeepOneVersion({ onTakeTheirs, onKeepMine, takeLabel = 'Take theirs' }: KeepOneVersionProps) {
  return (
    <div className="teammate-panel-actions">
      <Button size="sm" onPress={onTakeTheirs}>
        {takeLabel}
      </Button>
      <Button size="sm" variant="primary" onPress={onKeepMine}>
        Keep mine
      </Button>
    </div>
  );
}

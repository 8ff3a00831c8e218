// The mark of something changed here that the server has not taken yet: it is kept in this browser
// and sent when the server answers, so it must not read as saved.
import './pendingMark.css';

export const PENDING_TITLE = 'Not saved to the server yet: kept in this browser and sent when the server answers';

export function PendingMark() {
  return (
    <span className="pending-mark" title={PENDING_TITLE}>
      pending
    </span>
  );
}

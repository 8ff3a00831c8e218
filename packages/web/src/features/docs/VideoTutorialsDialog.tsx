import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';

/** The 'Video Tutorials' modal: there is no video for the page yet, and it says so. */
export function VideoTutorialsDialog({
  title,
  isOpen,
  onClose,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Video Tutorials"
      size="sm"
      footer={
        <Button variant="primary" onPress={onClose}>
          Close
        </Button>
      }
    >
      <p>The video tutorial for “{title}” is coming soon. Until then, the steps on this page walk you through it.</p>
    </Dialog>
  );
}

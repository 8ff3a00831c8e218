// Files and folders dragged from the desktop onto the page, as Chromium receives them from the
// system: its own drag events (CDP Input.dispatchDragEvent) carry paths on disk, so a folder arrives
// as a directory entry (DataTransferItem.webkitGetAsEntry) and the drop takes the same path as a
// user's. A DataTransfer built in the page can hold files but never a folder.
import type { Locator, Page } from 'playwright-core';

export interface DesktopDrag {
  /** Lets go over the target. */
  drop(): Promise<void>;
}

/** Drags `paths` from the desktop to the middle of `target` and holds them there. */
export async function dragFromDesktop(page: Page, target: Locator, paths: string[]): Promise<DesktopDrag> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The drop target is not on screen');
  const session = await page.context().newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // 1 is 'copy', what a file manager offers.
  const data = { items: [], files: paths, dragOperationsMask: 1 };
  const send = (type: 'dragEnter' | 'dragOver' | 'drop') =>
    session.send('Input.dispatchDragEvent', { type, ...at, data });
  await send('dragEnter');
  await send('dragOver');
  return {
    drop: async () => {
      await send('drop');
      await session.detach();
    },
  };
}

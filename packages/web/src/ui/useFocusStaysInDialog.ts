import { useEffect, type RefObject } from 'react';

/**
 * Keeps the keyboard inside an open dialog when the focused control goes away under it: a submit
 * button disabled while its request runs, an error that replaces the field that had focus. The
 * browser then drops focus to the page, where Esc and Tab no longer reach the dialog. react-aria's
 * focus trap catches focus that moves out, not focus that is lost, so this puts it on the dialog.
 * Only the topmost dialog takes it: a confirmation over a dialog keeps its own focus.
 */
export function useFocusStaysInDialog(dialog: RefObject<HTMLElement | null>): void {
  // Every render: a change of state (busy, an error) is what disables or removes the focused control.
  useEffect(() => {
    refocusIfLost(dialog.current);
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A control can also lose focus between renders (a field removed by an editor of its own).
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) requestAnimationFrame(() => refocusIfLost(element));
    };
    const observer = new MutationObserver(() => refocusIfLost(element));
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    element.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [dialog]);
}

function refocusIfLost(dialog: HTMLElement | null): void {
  if (!dialog?.isConnected) return;
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  if (dialogs[dialogs.length - 1] !== dialog) return;
  dialog.focus({ preventScroll: true });
}

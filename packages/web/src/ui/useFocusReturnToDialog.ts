import { useEffect, useRef } from 'react';

/**
 * A dialog opened from inside another one (a confirm inside the environment manager) gives focus
 * back to the control that opened it, as react-aria does; when that control is gone (the row
 * was just deleted), focus would fall to the page and Esc would no longer reach the outer dialog.
 * This puts focus on the outer dialog instead.
 */
export function useFocusReturnToDialog(isOpen: boolean): void {
  // Read while rendering the opening: the focused element is still the opener then, before the
  // new dialog's focus scope moves focus into itself.
  const opener = useRef<Element | null>(null);
  if (!isOpen) opener.current = null;
  else opener.current ??= globalThis.document?.activeElement ?? null;

  useEffect(() => {
    const outer = isOpen ? opener.current?.closest<HTMLElement>('[role="dialog"]') : null;
    if (!outer) return;
    return () => {
      const refocus = () => {
        const focused = document.activeElement;
        if (outer.isConnected && (!focused || focused === document.body)) outer.focus();
      };
      // After react-aria's own focus restoration, which runs in the next frame.
      requestAnimationFrame(() => requestAnimationFrame(refocus));
    };
  }, [isOpen]);
}

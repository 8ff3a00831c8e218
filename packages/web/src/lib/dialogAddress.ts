/**
 * An open dialog is part of the address (`/runner?dialog=environments`), so a reload or a shared
 * link opens it again. The query changes in place, without a history entry: Back still leaves
 * the view, as it did before dialogs had addresses.
 */
import { useCallback, useEffect, useState } from 'react';

/** The dialog the address names, if any. */
export function dialogInAddress(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('dialog');
}

/** Puts `name` (or no dialog) into the address, keeping what else it says (a view's tab). */
export function setDialogInAddress(name: string | null): void {
  if (typeof window === 'undefined') return;
  const params = new URLSearchParams(window.location.search);
  if (name) params.set('dialog', name);
  else params.delete('dialog');
  const query = params.toString();
  const search = query ? `?${query}` : '';
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
}

/** A dialog's open state kept in the address under `name`: open at load when the address says so. */
export function useAddressedDialog(name: string): [isOpen: boolean, setOpen: (isOpen: boolean) => void] {
  const [isOpen, setIsOpen] = useState(() => dialogInAddress() === name);
  useEffect(() => {
    const follow = () => setIsOpen(dialogInAddress() === name);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [name]);
  const setOpen = useCallback(
    (open: boolean) => {
      setIsOpen(open);
      if (open) setDialogInAddress(name);
      else if (dialogInAddress() === name) setDialogInAddress(null);
    },
    [name],
  );
  return [isOpen, setOpen];
}

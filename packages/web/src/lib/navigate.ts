/**
 * Client-side navigation: the address bar is the source of truth for the current view, so a
 * reload, a bookmark or the Back button lands where the user was. Listeners (the shell store) hear
 * every change through `popstate`, whether it came from here or from the browser's own buttons.
 */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (window.location.pathname === path) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

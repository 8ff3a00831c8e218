// The Theme Manager's tab, and the theme open in the editor, are part of the address
// (`/themes?tab=editor&theme=<id>`), as the top bar's dialogs are (`?dialog=settings`): a reload or
// a shared link opens the same tab. The query changes in place, without a history entry, and
// keeps any other parameter (an open dialog) as it is.

export const THEMES_TABS = ['themes', 'preferences', 'editor'] as const;
export type ThemesTab = (typeof THEMES_TABS)[number];

export interface ThemesAddress {
  tab: ThemesTab;
  /** The theme of one's own open in the editor; none while a new theme is being made. */
  themeId: string | undefined;
}

const TAB = 'tab';
const THEME = 'theme';

/** What a query asks the Theme Manager to show; the Themes tab when it asks for nothing known. */
export function themesAddressOf(search: string): ThemesAddress {
  const params = new URLSearchParams(search);
  const tab = THEMES_TABS.find((each) => each === params.get(TAB)) ?? 'themes';
  const themeId = tab === 'editor' ? (params.get(THEME) ?? undefined) : undefined;
  return { tab, themeId };
}

/** The query with the tab (and the edited theme) in it; the Themes tab, being the first, is left out. */
export function searchShowing(search: string, { tab, themeId }: ThemesAddress): string {
  const params = new URLSearchParams(search);
  if (tab === 'themes') params.delete(TAB);
  else params.set(TAB, tab);
  if (tab === 'editor' && themeId) params.set(THEME, themeId);
  else params.delete(THEME);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the page's address asks the Theme Manager to show. */
export function themesAddress(): ThemesAddress {
  return themesAddressOf(typeof window === 'undefined' ? '' : window.location.search);
}

/** Puts the tab (and the edited theme) into the page's address, in place. */
export function showInAddress(address: ThemesAddress): void {
  const search = searchShowing(window.location.search, address);
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
}

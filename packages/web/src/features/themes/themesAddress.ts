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

/** What the address asks the Theme Manager to show; the Themes tab when it asks for nothing known. */
export function themesAddress(): ThemesAddress {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const tab = THEMES_TABS.find((each) => each === params.get(TAB)) ?? 'themes';
  const themeId = tab === 'editor' ? (params.get(THEME) ?? undefined) : undefined;
  return { tab, themeId };
}

/** Puts the tab (and the edited theme) into the address; the Themes tab, being the first, is left out. */
export function showInAddress({ tab, themeId }: ThemesAddress): void {
  const params = new URLSearchParams(window.location.search);
  if (tab === 'themes') params.delete(TAB);
  else params.set(TAB, tab);
  if (tab === 'editor' && themeId) params.set(THEME, themeId);
  else params.delete(THEME);
  const query = params.toString();
  const search = query ? `?${query}` : '';
  if (window.location.search === search) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
}

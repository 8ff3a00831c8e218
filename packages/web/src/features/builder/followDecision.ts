// What an open tab does when a newer version of its saved request arrives from the workspace: a tab
// without edits shows the new version at once, so what is on screen (and what Send sends) is what the
// team has; a tab with edits keeps them and asks which version to keep, before the user saves, so no
// one's work is overwritten unseen.
import type { Draft } from './builderStore.js';
import { baselineOf, isDirty, type RequestTab } from './requestTabs.js';

/**
 * 'ignore': nothing to do (the tab already shows that version, or the change is the user's own save
 * coming back); 'take': show the new version; 'conflict': keep the edits and offer both versions.
 */
export type FollowDecision = 'ignore' | 'take' | 'conflict';

export interface IncomingVersion {
  /** The new version as a draft of the tab's request. */
  draft: Draft;
  /** Saved by the signed-in user: their own save, which the tab that made it already shows. */
  byMe: boolean;
}

export function followDecision(tab: RequestTab, incoming: IncomingVersion, empty: Draft): FollowDecision {
  if (incoming.byMe) return 'ignore';
  const theirs = baselineOf(incoming.draft);
  if (theirs === tab.baseline) return 'ignore';
  // The teammate saved exactly what this tab holds: taking it loses nothing and clears the edits.
  if (!isDirty(tab, empty) || theirs === baselineOf(tab.draft)) return 'take';
  return 'conflict';
}

import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft } from './builderStore.js';
import { followDecision } from './followDecision.js';
import { baselineOf, type RequestTab } from './requestTabs.js';

const origin = { collectionId: 'c1', requestId: 'r1' };
const saved = { name: 'Users', method: 'GET', url: 'http://api.test/users' };
const opened = draftOf(saved, origin);
const cleanTab: RequestTab = { id: 't1', draft: opened, baseline: baselineOf(opened) };
const editedTab: RequestTab = { ...cleanTab, draft: { ...opened, url: 'http://api.test/users?mine=1' } };
const theirs = draftOf({ ...saved, url: 'http://api.test/users?theirs=1' }, origin);
const EMPTY = emptyDraft();

describe('what an open tab does with a teammate’s save of its request', () => {
  it('takes the new version when the tab has no edits', () => {
    expect(followDecision(cleanTab, { draft: theirs, byMe: false }, EMPTY)).toBe('take');
  });

  it('keeps the edits and asks when the tab has edits of its own', () => {
    expect(followDecision(editedTab, { draft: theirs, byMe: false }, EMPTY)).toBe('conflict');
  });

  it('ignores the user’s own save coming back, edits or not', () => {
    expect(followDecision(cleanTab, { draft: theirs, byMe: true }, EMPTY)).toBe('ignore');
    expect(followDecision(editedTab, { draft: theirs, byMe: true }, EMPTY)).toBe('ignore');
  });

  it('ignores a version the tab already has (a replayed event)', () => {
    expect(followDecision(editedTab, { draft: opened, byMe: false }, EMPTY)).toBe('ignore');
  });

  it('takes a version equal to the tab’s edits: nothing of the user’s is lost', () => {
    const same = draftOf({ ...saved, url: 'http://api.test/users?mine=1' }, origin);
    expect(followDecision(editedTab, { draft: same, byMe: false }, EMPTY)).toBe('take');
  });
});

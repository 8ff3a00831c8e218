import { describe, expect, it } from 'vitest';
import { builderStore } from '../builder/useBuilder.js';
import { useExampleTabs } from './exampleTabs.js';

const at = (requestId: string, index: number) => ({ collectionId: 'c1', requestId, index });

describe('example tabs', () => {
  it('opens each example once, in front; a request tab chosen anywhere comes to the front', () => {
    const tabs = useExampleTabs.getState();
    tabs.show(at('r1', 0));
    tabs.show(at('r1', 1));
    tabs.show(at('r1', 0));
    expect(useExampleTabs.getState().open).toEqual([at('r1', 0), at('r1', 1)]);
    expect(useExampleTabs.getState().active).toEqual(at('r1', 0));

    builderStore.getState().reset();
    expect(useExampleTabs.getState().active).toBeNull();
    expect(useExampleTabs.getState().open).toHaveLength(2);
  });

  it('follows a deleted example: its tab closes, the later ones of its request move up', () => {
    const tabs = useExampleTabs.getState();
    tabs.close(at('r1', 0));
    tabs.close(at('r1', 1));
    tabs.show(at('r1', 0));
    tabs.show(at('r2', 1));
    tabs.show(at('r1', 2));
    tabs.deleted(at('r1', 0));
    expect(useExampleTabs.getState().open).toEqual([at('r2', 1), at('r1', 1)]);
    expect(useExampleTabs.getState().active).toEqual(at('r1', 1));
    tabs.close(at('r1', 1));
    expect(useExampleTabs.getState().active).toBeNull();
    expect(useExampleTabs.getState().open).toEqual([at('r2', 1)]);
  });
});

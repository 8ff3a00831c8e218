// Whether the Open repository dialog is showing: asked for by the palette's command, drawn by the
// sidebar (collections/CollectionsPanel.tsx), which loads it only then.
import { createStore } from 'zustand/vanilla';

export const openRepositoryDialog = createStore<{ isOpen: boolean }>()(() => ({ isOpen: false }));

// Whether the Open repository dialog is showing: asked for by the palette's command, drawn where the
// app mounts it (RepositoryPlaces.tsx), which loads it only then.
import { createStore } from 'zustand/vanilla';

export const openRepositoryDialog = createStore<{ isOpen: boolean }>()(() => ({ isOpen: false }));

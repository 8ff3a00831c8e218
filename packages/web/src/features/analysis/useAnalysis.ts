import { useStore } from 'zustand';
import { toast } from '../../ui/toasts.js';
import { analysisApi } from './analysisApi.js';
import { createAnalysisStore, type AnalysisState } from './analysisStore.js';

export const analysisStore = createAnalysisStore({ api: analysisApi, toast });

export function useAnalysis<T>(selector: (state: AnalysisState) => T): T {
  return useStore(analysisStore, selector);
}

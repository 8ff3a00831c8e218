import type { MockAccess } from '@courier/core';

/** How the dialogs name who may call a served configuration. */
export const ACCESS_LABELS: Record<MockAccess, string> = {
  url: 'Anyone with the URL',
  apiKey: 'Only requests with my API key (X-API-Key)',
};

/** Why a viewer's change to a shared workspace is refused: the same words for its collections and its environments. */
export const VIEWER_READ_ONLY = 'You can open and send requests in this workspace, but a viewer cannot change it';

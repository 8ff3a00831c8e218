// What one instance may ask the instance holding a connection to do, on behalf of its owner.
import type { SendWebSocketMessage } from '@courier/core';

export type RelayCommand =
  | { kind: 'messages'; ownerId: string; connectionId: string }
  | { kind: 'send'; ownerId: string; connectionId: string; message: SendWebSocketMessage }
  | { kind: 'close'; ownerId: string; connectionId: string; code: number; reason: string }
  | { kind: 'remove'; ownerId: string; connectionId: string };

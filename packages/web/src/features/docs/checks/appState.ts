// What the guide's checks read of the app: the same stores and server calls the views use.
import type { Collection } from '@courier/core';

export interface AppState {
  /** The status of the newest response the Builder received (its history), if any. */
  lastResponseStatus(): number | undefined;
  environmentNames(): readonly string[];
  collections(): readonly Collection[];
  /** Whether the web runner's last run in this session completed. */
  runFinished(): boolean;
  /** Statuses of the WebSocket tester's connections, as the server keeps them. */
  websocketStatuses(): Promise<readonly string[]>;
  /** The user's active theme. */
  activeTheme(): Promise<{ id: string; name: string }>;
  /** The number of routes of each of the user's mock configurations. */
  mockRouteCounts(): Promise<readonly number[]>;
  /** How many responses response analysis keeps for the user. */
  cachedResponseCount(): Promise<number>;
}

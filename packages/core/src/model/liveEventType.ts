// Every type the live channel's events are written with, across its three kinds of scope. The
// server writes only these, and a web handler that compares an event's type with a name no scope
// has fails the type check, so a renamed event cannot be missed on either side.
import type { TeamEventType, UserEventType } from './teamEvents.js';
import type { WorkspaceEventType } from './workspaces.js';

export type LiveEventType = WorkspaceEventType | TeamEventType | UserEventType;

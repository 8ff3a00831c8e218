// The builder's GraphQL subscription: whether the operation in the editor is one (the Send button
// then reads Subscribe/Stop and the response panel lists events), and the one running subscription
// with its events. This part loads with the builder and stays small; the code that runs a
// subscription over the relay loads on the first Subscribe.
import type { HttpRequest } from '@courier/core';
import { create } from 'zustand';

export type SubscriptionStatus = 'idle' | 'connecting' | 'subscribed' | 'ended';

export type SubscriptionEventKind = 'data' | 'error' | 'note';

/** One line of the event list: a pushed result, an error, or what happened to the connection. */
interface SubscriptionEvent {
  /** Its place in arrival order, from 1. */
  seq: number;
  /** When it arrived, ISO 8601. */
  at: string;
  kind: SubscriptionEventKind;
  /** Pretty JSON for data and GraphQL errors; a sentence for notes and failures. */
  text: string;
}

/** A subscription underway: Stop sends the protocol's complete and closes the socket. */
export interface RunningSubscription {
  stop(): Promise<void>;
}

/** Where a running subscription reports to. */
export interface SubscriptionSink {
  status(status: SubscriptionStatus): void;
  event(kind: SubscriptionEventKind, text: string): void;
}

interface SubscriptionViewState {
  /** Published by the GraphQL Send button, which parses the editor's operation. */
  operationIsSubscription: boolean;
  /** The builder tab the subscription was started from: its response panel lists the events. */
  tabId: string | null;
  status: SubscriptionStatus;
  /** Where it connects and in which subprotocol, shown above the events. */
  target: string;
  events: SubscriptionEvent[];
  setOperationIsSubscription(yes: boolean): void;
  /** Subscribe when nothing runs from this tab; Stop when something does. */
  toggle(tabId: string, request: HttpRequest): Promise<void>;
}

/** A long-lived subscription keeps its newest events; older ones leave the list (and memory). */
const MAX_SUBSCRIPTION_EVENTS = 1000;

let running: RunningSubscription | undefined;
let generations = 0;

export const useSubscriptionView = create<SubscriptionViewState>((set, get) => ({
  operationIsSubscription: false,
  tabId: null,
  status: 'idle',
  target: '',
  events: [],
  setOperationIsSubscription: (operationIsSubscription) => set({ operationIsSubscription }),

  async toggle(tabId, request) {
    if (running) {
      const stopping = running;
      running = undefined;
      await stopping.stop();
      // One subscription runs at a time: Subscribe in another tab stops this one and starts its own.
      if (get().tabId === tabId) return;
    }
    // Still loading the code of the one just asked for: a second press starts nothing.
    if (isSubscriptionActive(get().status)) return;
    set({ tabId, status: 'connecting', events: [], target: '' });
    const { startSubscription } = await import('./relayedSubscription.js');
    // A stopped subscription's late reports must not land in the next one's list.
    const generation = ++generations;
    const ours = () => generation === generations;
    const sink: SubscriptionSink = {
      status: (status) => {
        if (!ours()) return;
        if (status === 'ended') running = undefined;
        set({ status });
      },
      event: (kind, text) => {
        if (!ours()) return;
        const { events } = get();
        const seq = (events.at(-1)?.seq ?? 0) + 1;
        const event = { seq, at: new Date().toISOString(), kind, text };
        set({ events: [...events.slice(-(MAX_SUBSCRIPTION_EVENTS - 1)), event] });
      },
    };
    const started = startSubscription(request, sink);
    if (isSubscriptionActive(get().status)) running = started.handle;
    set({ target: started.target });
  },
}));

/** True while Stop has something to stop. */
export const isSubscriptionActive = (status: SubscriptionStatus) => status === 'connecting' || status === 'subscribed';

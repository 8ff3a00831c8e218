// Whether Courier's server answers, as every call finds out: the health check's banner reads it,
// so the banner goes the moment any call gets an answer again, not at the next scheduled check.
import { create } from 'zustand';

interface ServerReachable {
  reachable: boolean;
  /** A call got an HTTP answer (any status: the server is there). */
  answered(): void;
  /** A call got no answer at all (refused, reset, offline). */
  unanswered(): void;
}

export const useServerReachable = create<ServerReachable>()((set, get) => ({
  reachable: true,
  answered: () => {
    if (!get().reachable) set({ reachable: true });
  },
  unanswered: () => {
    if (get().reachable) set({ reachable: false });
  },
}));

/** fetch, telling the store whether the server answered. */
export async function fetchNoting(input: string, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    useServerReachable.getState().answered();
    return response;
  } catch (thrown) {
    useServerReachable.getState().unanswered();
    throw thrown;
  }
}

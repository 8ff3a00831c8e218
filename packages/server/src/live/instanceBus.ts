// Messages between server instances that are not stored events: a command for a socket only one
// instance holds, a passing notice for browsers connected to another. The bus also says whether an
// instance still runs, so what a stopped one held is not reported as open forever.
export interface InstanceBus {
  /** This process's name on the bus, new at every start. */
  readonly instanceId: string;
  /** False when this instance is the only one there can be (SQLite): nothing needs to cross. */
  readonly spansInstances: boolean;
  /** Hands `payload` (at most BUS_PAYLOAD_LIMIT bytes) to every instance's handler of `topic`, this one's too. */
  publish(topic: string, payload: string): Promise<void>;
  /** Registers this instance's one handler of `topic`. */
  onMessage(topic: string, handler: (payload: string) => void): void;
  /** False once the instance has stopped or its process died. */
  isRunning(instanceId: string): Promise<boolean>;
}

export const BUS_CHANNEL = 'courier_bus';
/** NOTIFY refuses a payload of 8000 bytes or more; the topic and its separator take the rest. */
export const BUS_PAYLOAD_LIMIT = 7900;

/** The handlers of one instance, and the 'topic\npayload' text a message travels as. */
export function busTopics() {
  const handlers = new Map<string, (payload: string) => void>();
  return {
    on(topic: string, handler: (payload: string) => void): void {
      handlers.set(topic, handler);
    },
    frame(topic: string, payload: string): string {
      if (new TextEncoder().encode(payload).length > BUS_PAYLOAD_LIMIT) {
        throw new Error(`A bus message is at most ${BUS_PAYLOAD_LIMIT} bytes (${topic})`);
      }
      return `${topic}\n${payload}`;
    },
    deliver(message: string): void {
      const split = message.indexOf('\n');
      if (split > 0) handlers.get(message.slice(0, split))?.(message.slice(split + 1));
    },
  };
}

/** First key of the advisory locks that say "this instance runs"; the second is a hash of its id. */
const RUNNING_LOCK_SPACE = 0x77736f6b;

/** The advisory lock an instance holds while it runs (FNV-1a of its id within Courier's key space). */
export function runningLock(instanceId: string): [number, number] {
  let hash = 0x811c9dc5;
  for (const char of instanceId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return [RUNNING_LOCK_SPACE, hash | 0];
}

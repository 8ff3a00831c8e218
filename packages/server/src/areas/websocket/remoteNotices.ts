// Notices of the connections this instance holds, for the owner's browsers connected to other
// instances. They are gathered for a few ms and sent in as few bus messages as fit; a message too
// large for one is announced as 'websocket.history' (read the history again), and under a flood the
// oldest waiting notices give way to that same announcement.
import type { Logger } from 'pino';
import { BUS_PAYLOAD_LIMIT, type InstanceBus } from '../../live/instanceBus.js';
import type { RelayNotice } from './relay.js';

const TOPIC = 'websocket.notices';
const FLUSH_MS = 20;
/** Waiting notices kept between two sends; a flood beyond it is summed up per connection. */
const MAX_WAITING = 1000;
/** Room left in a bus message for its envelope. */
const ENVELOPE_BYTES = 100;

/** What a remote browser hears besides the relay's own notices. */
export interface HistoryNotice {
  type: 'websocket.history';
  ownerId: string;
  data: { connectionId: string };
}
export type RemoteNotice = RelayNotice | HistoryNotice;

export function remoteNotices(bus: InstanceBus, deliver: (notice: RemoteNotice) => void, logger: Logger) {
  let waiting: RemoteNotice[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sending = Promise.resolve();

  bus.onMessage(TOPIC, (payload) => {
    const { from, notices } = JSON.parse(payload) as { from: string; notices: RemoteNotice[] };
    // This instance delivered its own notices when they happened.
    if (from === bus.instanceId) return;
    for (const notice of notices) deliver(notice);
  });

  const historyOf = (notice: RemoteNotice): HistoryNotice => ({
    type: 'websocket.history',
    ownerId: notice.ownerId,
    data: { connectionId: notice.type === 'websocket.connection' ? notice.data.id : notice.data.connectionId },
  });

  const send = async (notices: RemoteNotice[]) => {
    let batch: string[] = [];
    let bytes = 0;
    const flushBatch = async () => {
      if (batch.length === 0) return;
      await bus.publish(TOPIC, `{"from":${JSON.stringify(bus.instanceId)},"notices":[${batch.join(',')}]}`);
      batch = [];
      bytes = 0;
    };
    for (const notice of notices) {
      let text = JSON.stringify(notice);
      if (Buffer.byteLength(text) > BUS_PAYLOAD_LIMIT - ENVELOPE_BYTES) text = JSON.stringify(historyOf(notice));
      const size = Buffer.byteLength(text) + 1;
      if (bytes + size > BUS_PAYLOAD_LIMIT - ENVELOPE_BYTES) await flushBatch();
      batch.push(text);
      bytes += size;
    }
    await flushBatch();
  };

  const flush = () => {
    timer = undefined;
    const notices = waiting;
    waiting = [];
    sending = sending
      .then(() => send(notices))
      .catch((error: unknown) => logger.warn({ err: error }, 'websocket: notices not passed to other instances'));
  };

  return {
    add(notice: RelayNotice): void {
      if (!bus.spansInstances) return;
      waiting.push(notice);
      if (waiting.length > MAX_WAITING) {
        const dropped = waiting.splice(0, waiting.length - MAX_WAITING / 2);
        const summaries = new Map(dropped.map((old) => [JSON.stringify(historyOf(old)), historyOf(old)]));
        waiting.unshift(...summaries.values());
      }
      timer ??= setTimeout(flush, FLUSH_MS);
    },
  };
}

// `console` for scripts: every call is captured with its level and a timestamp.
// A run keeps at most MAX_ENTRIES entries of at most MAX_LENGTH characters, so a script that logs
// in a loop (10⁶ calls) costs a counter, not memory; the overflow is reported once.
import { logText } from './format.js';

const MAX_ENTRIES = 1000;
const MAX_LENGTH = 10_000;

/** @typedef {import('../../model/testResult.js').LogEntry} LogEntry */

export function createConsole() {
  /** @type {LogEntry[]} */
  const entries = [];
  let dropped = 0;
  /** @param {LogEntry['level']} level */
  const write = (level) =>
    /** @param {unknown[]} args */
    function (...args) {
      if (entries.length >= MAX_ENTRIES) {
        dropped += 1;
        return;
      }
      let message = logText(args);
      if (message.length > MAX_LENGTH) message = `${message.slice(0, MAX_LENGTH)}… (truncated)`;
      entries.push({ level, message, timestamp: new Date().toISOString() });
    };
  const console = {
    log: write('log'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('log'),
    trace: write('log'),
  };
  return {
    console,
    /** The entries, plus one warning counting what was dropped. @returns {LogEntry[]} */
    entries() {
      if (dropped === 0) return entries;
      const note = `${dropped} more console message${dropped === 1 ? ' was' : 's were'} dropped (limit ${MAX_ENTRIES} per script run)`;
      return [...entries, { level: 'warn', message: note, timestamp: new Date().toISOString() }];
    },
  };
}

// What one relay instance allows, so no user can hold the server's sockets or memory.
export interface RelayLimits {
  /** Connections one user may have connecting or connected at once. */
  maxOpenPerUser: number;
  /** Connections (open or finished) kept per user; the oldest finished ones go first. */
  maxKeptPerUser: number;
  /** The newest messages kept per connection; older ones are only counted. */
  keptMessages: number;
  /** Largest frame relayed either way; a bigger upstream frame ends the connection (1009). */
  maxMessageBytes: number;
  /** A connection without traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** How long the upstream has to answer the opening handshake. */
  handshakeTimeoutMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxOpenPerUser: 20,
  maxKeptPerUser: 100,
  keptMessages: 1000,
  maxMessageBytes: 1024 * 1024,
  idleTimeoutMs: 30 * 60 * 1000,
  handshakeTimeoutMs: 10_000,
};

// One upstream WebSocket opened on a user's behalf: its handshake as sent and answered, its status,
// the newest messages (older ones counted), and the ping round trips that make its average latency.
import { randomUUID } from 'node:crypto';
import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import {
  SendError,
  ValidationError,
  bytesFromText,
  hexOf,
  type SendWebSocketMessage,
  type WebSocketConnection,
  type WebSocketHandshake,
  type WebSocketMessage,
  type WebSocketStatus,
} from '@courier/core';
import { sendErrorOf, type LookupFunction } from '@courier/core/node';
import WebSocket from 'ws';
import { ConflictError, PayloadTooLargeError } from '../../errors/serverErrors.js';
import type { RelayLimits } from './limits.js';

/** Start of a refusing answer's body kept for the handshake view. */
const REFUSAL_BODY_BYTES = 4096;
/** A control frame's payload is at most 125 bytes (RFC 6455). */
const PING_PAYLOAD_BYTES = 125;
/** A close that the upstream does not answer in this time is forced. */
const CLOSE_WAIT_MS = 2000;

export interface RelayedConnectionOptions {
  ownerId: string;
  url: string;
  protocols: string[];
  headers: Record<string, string>;
  limits: RelayLimits;
  lookup: LookupFunction;
  /** A message was added to the history, or the connection changed: the owner's browser hears of it. */
  onMessage(connection: RelayedConnection, message: WebSocketMessage): void;
  onChange(connection: RelayedConnection): void;
}

const headerText = (value: OutgoingHttpHeaders[string] | IncomingMessage['headers'][string]): string =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '');
const headerRecord = (headers: OutgoingHttpHeaders | IncomingMessage['headers']): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerText(value)]));

/**
 * Node reports a TLS record a server would not speak (plain HTTP on a wss:// port) as EPROTO with
 * OpenSSL's text, whose reason is the part a person can use: 'wrong version number'.
 */
function tlsFailure(host: string, message: string): SendError {
  const reason = /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1] ?? message;
  return new SendError('TLS_FAILED', `TLS handshake with ${host} failed: ${reason}`);
}

export class RelayedConnection {
  readonly id = randomUUID();
  readonly ownerId: string;
  readonly url: string;
  readonly createdAt = new Date().toISOString();
  /** Settles once the handshake succeeds or fails; never rejects. */
  readonly settled: Promise<SendError | undefined>;
  status: WebSocketStatus = 'connecting';
  private readonly socket: WebSocket;
  private readonly history: WebSocketMessage[] = [];
  private readonly pingsSentAt: number[] = [];
  private readonly handshake: WebSocketHandshake;
  private messageCount = 0;
  private bytes = 0;
  private received = 0;
  private sent = 0;
  private roundTrips = 0;
  private roundTripTotal = 0;
  private errors = 0;
  private failure: SendError | undefined;
  private closeCode: number | undefined;
  private closeReason: string | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly closed: Promise<void>;

  constructor(private readonly options: RelayedConnectionOptions) {
    this.ownerId = options.ownerId;
    this.url = options.url;
    const target = new URL(options.url);
    this.handshake = { request: { method: 'GET', url: options.url, headers: { ...options.headers } } };
    this.socket = new WebSocket(options.url, options.protocols, {
      headers: options.headers,
      handshakeTimeout: options.limits.handshakeTimeoutMs,
      maxPayload: options.limits.maxMessageBytes,
      perMessageDeflate: false,
      followRedirects: false,
      lookup: options.lookup,
      // The request as it leaves, with the headers ws adds (key, version, protocols), for the handshake view.
      finishRequest: (request) => {
        this.recordRequest(request);
        request.end();
      },
    });
    // What `sendErrorOf` words its messages with: the same host and port, as http(s).
    const errorContext = {
      url: new URL(`${target.protocol === 'wss:' ? 'https' : 'http'}://${target.host}`),
      connectTimeoutMs: options.limits.handshakeTimeoutMs,
      timedOut: false,
    };
    let settle: (failure: SendError | undefined) => void = () => undefined;
    this.settled = new Promise((resolve) => (settle = resolve));
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));

    this.socket.on('upgrade', (response: IncomingMessage) => {
      this.handshake.response = {
        status: response.statusCode ?? 101,
        statusText: response.statusMessage ?? '',
        headers: headerRecord(response.headers),
      };
    });
    this.socket.on('unexpected-response', (_request: ClientRequest, response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        if (length < REFUSAL_BODY_BYTES) chunks.push(chunk);
        length += chunk.length;
      });
      const refuse = () => {
        const status = response.statusCode ?? 0;
        this.handshake.response = {
          status,
          statusText: response.statusMessage ?? '',
          headers: headerRecord(response.headers),
          body: Buffer.concat(chunks).subarray(0, REFUSAL_BODY_BYTES).toString('utf8'),
        };
        this.fail(
          new SendError(
            'NETWORK_ERROR',
            `The server answered ${status} ${response.statusMessage ?? ''} instead of 101 Switching Protocols`.trim(),
          ),
        );
        settle(this.failure);
        this.socket.terminate();
      };
      response.once('end', refuse);
      response.once('error', refuse);
    });
    this.socket.on('open', () => {
      this.status = 'connected';
      this.touch();
      this.record('system', 'system', `Connected to ${options.url}`, 0);
      this.options.onChange(this);
      settle(undefined);
    });
    this.socket.on('message', (data: Buffer, isBinary: boolean) => {
      this.received += 1;
      this.touch();
      this.record('received', 'message', isBinary ? hexOf(data) : data.toString('utf8'), data.length, {
        binary: isBinary || undefined,
      });
    });
    this.socket.on('ping', (data: Buffer) => {
      this.touch();
      this.record('received', 'ping', data.toString('utf8'), data.length);
    });
    this.socket.on('pong', (data: Buffer) => {
      this.touch();
      const sentAt = this.pingsSentAt.shift();
      const roundTripMs = sentAt === undefined ? undefined : Math.round((performance.now() - sentAt) * 100) / 100;
      if (roundTripMs !== undefined) {
        this.roundTrips += 1;
        this.roundTripTotal += roundTripMs;
      }
      this.record('received', 'pong', data.toString('utf8'), data.length, { roundTripMs });
    });
    this.socket.on('error', (error: Error & { code?: string }) => {
      if (this.status === 'connecting') {
        const failure =
          error.message === 'Opening handshake has timed out'
            ? new SendError(
                'TIMEOUT',
                `The server did not complete the handshake in ${options.limits.handshakeTimeoutMs} ms`,
              )
            : error.code === 'EPROTO' && target.protocol === 'wss:'
              ? tlsFailure(target.host, error.message)
              : sendErrorOf(error, errorContext);
        this.fail(failure);
        settle(this.failure);
      } else if (this.status !== 'error') {
        // After the handshake: an oversize or malformed frame from upstream; ws closes the socket next.
        const reason =
          error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'
            ? `The server sent a frame larger than ${options.limits.maxMessageBytes} bytes; the connection was closed`
            : error.message;
        this.fail(new SendError('NETWORK_ERROR', reason));
      }
    });
    this.socket.on('close', (code: number, reason: Buffer) => {
      clearTimeout(this.idleTimer);
      this.closeCode = code;
      this.closeReason = reason.toString('utf8');
      if (this.status !== 'error') {
        this.status = 'closed';
        const because = this.closeReason ? `: ${this.closeReason}` : '';
        this.record('system', 'system', `Connection closed (${code}${because})`, 0);
        this.options.onChange(this);
      }
      settle(this.failure ?? new SendError('CONNECTION_RESET', `The server closed the connection (${code})`));
    });
  }

  get active(): boolean {
    return this.status === 'connecting' || this.status === 'connected';
  }

  view(): WebSocketConnection {
    return {
      id: this.id,
      url: this.url,
      status: this.status,
      protocols: this.options.protocols,
      protocol: this.socket.protocol,
      createdAt: this.createdAt,
      messageCount: this.messageCount,
      droppedCount: this.messageCount - this.history.length,
      bytes: this.bytes,
      stats: {
        messagesReceived: this.received,
        messagesSent: this.sent,
        averageLatency: this.roundTrips === 0 ? 0 : Math.round((this.roundTripTotal / this.roundTrips) * 100) / 100,
      },
      handshake: this.handshake,
      ...(this.failure && { error: this.failure.message }),
      ...(this.closeCode !== undefined && { closeCode: this.closeCode, closeReason: this.closeReason ?? '' }),
    };
  }

  get errorCount(): number {
    return this.errors;
  }

  messages(): WebSocketMessage[] {
    return [...this.history];
  }

  async send({ message, messageType = 'text', encoding = 'hex' }: SendWebSocketMessage): Promise<WebSocketMessage> {
    if (this.status !== 'connected' || this.socket.readyState !== WebSocket.OPEN) {
      throw new ConflictError('The connection is not open');
    }
    if (messageType === 'ping') {
      const payload = Buffer.from(message, 'utf8');
      if (payload.length > PING_PAYLOAD_BYTES) {
        throw new ValidationError(`A ping carries at most ${PING_PAYLOAD_BYTES} bytes`);
      }
      // Logged and timed before the write: the pong (or an echo) may come back before the write's callback.
      this.pingsSentAt.push(performance.now());
      this.touch();
      const sent = this.record('sent', 'ping', message, payload.length);
      await new Promise<void>((resolve, reject) =>
        this.socket.ping(payload, undefined, (error) => (error ? reject(error) : resolve())),
      );
      return sent;
    }
    const data =
      messageType === 'binary' ? Buffer.from(bytesFromText(message, encoding)) : Buffer.from(message, 'utf8');
    if (data.length > this.options.limits.maxMessageBytes) {
      throw new PayloadTooLargeError(`A message may be at most ${this.options.limits.maxMessageBytes} bytes`);
    }
    this.sent += 1;
    this.touch();
    const sent = this.record('sent', 'message', messageType === 'binary' ? hexOf(data) : message, data.length, {
      binary: messageType === 'binary' || undefined,
    });
    await new Promise<void>((resolve, reject) =>
      this.socket.send(data, { binary: messageType === 'binary' }, (error) => (error ? reject(error) : resolve())),
    );
    return sent;
  }

  /** Asks the upstream to close and waits for its answer, forcing the close when none comes. */
  async close(code: number, reason: string): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    if (this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
    else this.socket.close(code, reason);
    const force = setTimeout(() => this.socket.terminate(), CLOSE_WAIT_MS);
    await this.closed;
    clearTimeout(force);
  }

  private recordRequest(request: ClientRequest): void {
    this.handshake.request = { method: request.method, url: this.url, headers: headerRecord(request.getHeaders()) };
  }

  private fail(failure: SendError): void {
    if (this.status === 'error') return;
    this.status = 'error';
    this.failure = failure;
    this.errors += 1;
    this.record('system', 'error', failure.message, 0);
    this.options.onChange(this);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    const { idleTimeoutMs } = this.options.limits;
    this.idleTimer = setTimeout(() => {
      this.record('system', 'system', `Closed after ${Math.round(idleTimeoutMs / 1000)} s without traffic`, 0);
      void this.close(1001, 'Idle timeout');
    }, idleTimeoutMs);
    this.idleTimer.unref();
  }

  private record(
    direction: WebSocketMessage['direction'],
    type: WebSocketMessage['type'],
    content: string,
    size: number,
    extra: Pick<WebSocketMessage, 'binary' | 'roundTripMs'> = {},
  ): WebSocketMessage {
    const message: WebSocketMessage = {
      id: randomUUID(),
      direction,
      type,
      timestamp: new Date().toISOString(),
      size,
      content,
      ...(extra.binary && { binary: true }),
      ...(extra.roundTripMs !== undefined && { roundTripMs: extra.roundTripMs }),
    };
    this.messageCount += 1;
    this.bytes += size;
    this.history.push(message);
    if (this.history.length > this.options.limits.keptMessages) this.history.shift();
    this.options.onMessage(this, message);
    return message;
  }
}

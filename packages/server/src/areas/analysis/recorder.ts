// Records every reply of POST /api/proxy for its owner, after the reply is written: the proxy hands
// each send over and returns at once, and a batch is hashed, filtered by its owners' settings and
// stored a moment later, so recording costs a send almost nothing. Readers flush first, so a
// listing right after a send shows it.
import { createId, redactRecording, type HttpResponse, type TransportRequestData } from '@courier/core';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { ServerMode } from '../../config.js';
import { batchedWrites } from '../../db/batchedWrites.js';
import type { Db } from '../../db/database.js';
import type { Authenticator } from '../../http/authenticate.js';
import { personalOwnerOf } from '../../http/personalOwner.js';
import { digestBody } from './bodyDigest.js';
import { enforceRetention, insertResponses, type NewResponseRow } from './cacheRepo.js';
import { findSettings } from './repo.js';
import { secretValuesOf } from './secretValues.js';
import type { AnalysisSettings } from './settings.js';

/** The request header naming the environment a send used, URI-encoded. */
const ENVIRONMENT_HEADER = 'x-courier-environment';
const FLUSH_DELAY_MS = 50;
const FLUSH_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProxiedSend {
  req: Request;
  /** The signed-in user the proxy already identified (hosted mode). */
  actor?: string;
  request: TransportRequestData;
  response: HttpResponse;
  /** When the reply was written (epoch ms). */
  at: number;
}

export interface ResponseRecorder {
  record(send: ProxiedSend): void;
  /** Resolves once every send handed over so far is stored (or dropped by its owner's settings). */
  flush(): Promise<void>;
}

export interface RecorderOptions {
  authenticate: Authenticator;
  mode: ServerMode;
}

function environmentOf(req: Request): string | null {
  const header = req.headers[ENVIRONMENT_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    // Not URI-encoded after all: the header's own text is the best name there is.
    return value;
  }
}

function contentTypeOf(response: HttpResponse): string | null {
  return response.headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? null;
}

async function rowOf(owner: string, send: ProxiedSend, settings: AnalysisSettings): Promise<NewResponseRow> {
  const { req, request, response } = send;
  const environment = environmentOf(req);
  // Binary bodies travel as base64: their bytes are hashed, but text tools have nothing to read.
  const kept = response.bodyEncoding === 'utf8' && response.size <= settings.bodyCapBytes;
  // Nothing that authenticates is stored: every view, comparison and export reads these rows.
  const redacted = redactRecording(
    {
      url: request.url,
      requestHeaders: request.headers,
      requestBody: request.body,
      responseHeaders: response.headers.map((header) => [header.name, header.value]),
      responseBody: kept ? response.body : null,
    },
    { names: settings.redactNames, secretValues: secretValuesOf(req) },
  );
  return {
    owner_id: owner,
    id: createId(send.at),
    method: request.method,
    url: redacted.url,
    environment,
    environment_key: environment?.toLocaleLowerCase('en') ?? null,
    status: response.status,
    headers: JSON.stringify(redacted.responseHeaders),
    content_type: contentTypeOf(response),
    body: redacted.responseBody,
    body_encoding: response.bodyEncoding,
    // A kept body is hashed as stored, so equal stored bodies compare equal and no hash of a
    // credential is kept.
    body_hash: await digestBody(redacted.responseBody ?? response.body, response.bodyEncoding),
    size: response.size,
    total_ms: response.timings?.total ?? response.duration,
    cached_at: new Date(send.at).toISOString(),
    baseline: 0,
    ignore_rules: null,
  };
}

export function responseRecorder(db: Db, logger: Logger, { authenticate, mode }: RecorderOptions): ResponseRecorder {
  async function store(batch: ProxiedSend[]): Promise<void> {
    const settingsOf = new Map<string, AnalysisSettings>();
    const rows: NewResponseRow[] = [];
    for (const send of batch) {
      const owner = send.actor ?? (await personalOwnerOf(send.req, authenticate, mode));
      if (owner === undefined) continue;
      let settings = settingsOf.get(owner);
      if (!settings) {
        settings = await findSettings(db, owner);
        settingsOf.set(owner, settings);
      }
      if (settings.recording) rows.push(await rowOf(owner, send, settings));
    }
    if (rows.length === 0) return;
    await insertResponses(db, rows);
    const now = Date.now();
    for (const [owner, settings] of settingsOf) {
      if (!settings.recording) continue;
      const before = new Date(now - settings.retentionDays * DAY_MS).toISOString();
      await enforceRetention(db, owner, before, settings.maxEntries);
    }
  }

  const writes = batchedWrites<ProxiedSend>({
    store,
    logger,
    failure: 'proxied responses could not be recorded',
    delayMs: FLUSH_DELAY_MS,
    maxBatch: FLUSH_BATCH,
  });
  return { record: writes.add, flush: writes.flush };
}

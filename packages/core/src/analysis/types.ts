// The shapes response analysis works on: a recorded response, JSON paths, body and header
// differences, the result of comparing two responses and a response's drift from its baseline.

/** What a comparison needs of one recorded response. */
export interface CapturedResponse {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  /** The text as received; null when it was not kept (larger than the recording cap). */
  body: string | null;
  /** SHA-256 hex of the body bytes, kept even when the body is not. */
  bodyHash: string;
  /** Body size in bytes. */
  size: number;
  totalMs: number;
}

/** A location in a JSON value: "$.user.name", "$.items[3].id", "$['odd key']". */
export type JsonPath = string;

export type JsonChange =
  | { kind: 'added'; path: JsonPath; value: unknown }
  | { kind: 'removed'; path: JsonPath; value: unknown }
  | { kind: 'changed'; path: JsonPath; from: unknown; to: unknown }
  | { kind: 'typeChanged'; path: JsonPath; from: unknown; to: unknown; fromType: string; toType: string };

export interface TextHunk {
  added?: boolean;
  removed?: boolean;
  value: string;
  /** Lines in this hunk. */
  count: number;
}

export type BodyDiff =
  | { kind: 'json'; changes: JsonChange[]; equal: boolean }
  | { kind: 'text'; hunks: TextHunk[]; equal: boolean }
  /** A body was not kept; `equal` still tells from the hashes whether the bytes match. */
  | { kind: 'unavailable'; reason: string; equal: boolean };

export interface HeaderChange {
  name: string;
  value1: string | null;
  value2: string | null;
  state: 'changed' | 'same' | 'added' | 'removed';
}

export interface HeaderComparison {
  hasChanges: boolean;
  /** `changed` counts every header that differs: changed, added or removed. */
  summary: { changed: number; same: number };
  entries: HeaderChange[];
}

export interface ResponseComparisonResult {
  status: { equal: boolean; value1: number; value2: number };
  headers: HeaderComparison;
  performance: { total: { value1: number; value2: number; improved: boolean; percentChange: number } };
  body: BodyDiff;
}

/** What drift detection leaves out: JSON paths of the body and header names. */
export interface DriftIgnoreRules {
  /** "$.id", "$.items[*].updatedAt", "$..etag"; a path also covers everything below it. */
  bodyPaths: readonly JsonPath[];
  /** Header names, matched case-insensitively. */
  headers: readonly string[];
}

export interface Drift {
  /** True when anything that is not ignored differs from the baseline. */
  unexpected: boolean;
  /** Present only when the status differs. */
  status?: { baseline: number; current: number };
  /** Headers that differ and are not ignored. */
  headerChanges: HeaderChange[];
  /** JSON changes that are not ignored, or the text/unavailable diff of other bodies. */
  bodyChanges: JsonChange[] | BodyDiff;
}

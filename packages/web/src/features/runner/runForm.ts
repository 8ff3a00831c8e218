// The Collection Runner's form and how it becomes a run's
// settings. Corrections are core's (RunSettingsSchema): the form never refuses a number.
import { MIN_TIMEOUT_MS, RunSettingsSchema, type DataFile, type RunMode, type RunSettings } from '@courier/core';

/** The alert when Start Run has nothing to run. */
export const SELECTION_REQUIRED_MESSAGE = 'Please select a collection and at least one request';

export interface RunForm {
  collectionId: string | undefined;
  /** Ids of the ticked requests. */
  requestIds: string[];
  mode: RunMode;
  performanceMode: boolean;
  /** Typed text: corrected on blur and at Start Run. */
  iterations: string;
  delay: string;
  timeout: string;
  stopOnError: boolean;
  /** The environment to run with; undefined runs with the active one. */
  environmentId: string | undefined;
  dataFile: DataFile | undefined;
  /** 'Error parsing data file: …' for the file last chosen. */
  dataFileError: string | undefined;
}

const DEFAULTS = RunSettingsSchema.parse({});

export const INITIAL_FORM: RunForm = {
  collectionId: undefined,
  requestIds: [],
  mode: 'sequential',
  performanceMode: false,
  iterations: String(DEFAULTS.iterations),
  delay: String(DEFAULTS.delay),
  timeout: String(DEFAULTS.timeout),
  stopOnError: DEFAULTS.stopOnError,
  environmentId: undefined,
  dataFile: undefined,
  dataFileError: undefined,
};

/**
 * The run settings the form stands for: iterations 1–1000 (invalid → 1), delay
 * ≥ 0 (invalid → 0), timeout ≥ 1000 (a smaller number → 1000, the minimum; text that is no
 * number → 30000). Empty text counts as invalid.
 */
// A user who asks for 500 ms wants a short timeout: the shortest allowed, not the 30 s default.
function atLeastMinimumTimeout(timeout: number): number {
  return Number.isFinite(timeout) ? Math.max(timeout, MIN_TIMEOUT_MS) : timeout;
}

export function settingsOf(form: RunForm): RunSettings {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return RunSettingsSchema.parse({
    iterations: number(form.iterations),
    delay: number(form.delay),
    timeout: atLeastMinimumTimeout(number(form.timeout)),
    stopOnError: form.stopOnError,
    ...(form.environmentId !== undefined ? { environment: form.environmentId } : {}),
    ...(form.dataFile ? { dataFile: form.dataFile } : {}),
  });
}

/** The form with its numbers shown as they will run, for the fields' blur. */
export function correctedForm(form: RunForm): RunForm {
  const { iterations, delay, timeout } = settingsOf(form);
  return { ...form, iterations: String(iterations), delay: String(delay), timeout: String(timeout) };
}

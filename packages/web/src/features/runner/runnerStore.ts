// The Collection Runner's state: the form and the current or last run. It
// lives outside React so a run keeps going, and its results stay, while another view is shown.
import {
  messageOf,
  parseDataFile,
  planRequests,
  dataFileFormat,
  type Collection,
  type Environment,
  type HttpResponse,
  type RequestResult,
  type RunHandle,
  type Runner,
  type RunMode,
  type RunResult,
  type RunStatus,
} from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { correctedForm, INITIAL_FORM, SELECTION_REQUIRED_MESSAGE, settingsOf, type RunForm } from './runForm.js';

/** Only these files are data files. */
export const DATA_FILE_TYPE_MESSAGE = 'Error parsing data file: the file must be .csv or .json';

/** Outside Performance Mode each response body is kept for the row's details, cut at this size… */
const KEPT_BODY_LIMIT = 64 * 1024;
/** …for the latest this many requests, so a long run without Performance Mode stays bounded. */
export const KEPT_RESPONSES_LIMIT = 500;

interface KeptResponse {
  statusText: string;
  body: string;
  /** The body was base64 (binary): shown as its size only. */
  binary: boolean;
  truncated: boolean;
}

/** The current or last run as the view shows it: the run in progress, then its result. */
export interface RunView {
  id: string;
  collectionName: string;
  mode: RunMode;
  performanceMode: boolean;
  status: RunStatus;
  /** 'Running current/total requests' (total = requests × iterations). */
  current: number;
  total: number;
  results: readonly RequestResult[];
  /** Set when the run ends (completed, stopped or errored): the summary and the reports' input. */
  result: RunResult | undefined;
}

export interface RunnerState {
  form: RunForm;
  run: RunView | undefined;
  update(patch: Partial<Omit<RunForm, 'collectionId' | 'requestIds' | 'dataFile' | 'dataFileError'>>): void;
  /** Chooses the collection and ticks all its requests. */
  selectCollection(id: string): void;
  setTicked(requestId: string, ticked: boolean): void;
  tickAll(): void;
  tickNone(): void;
  /** Reads a chosen data file: .csv or .json, else 'Error parsing data file: …'. */
  loadDataFile(name: string, text: string): void;
  clearDataFile(): void;
  /** Shows the numbers as they will run (on blur). */
  correctNumbers(): void;
  start(): void;
  stop(): void;
  /** The kept response of a result, outside Performance Mode. */
  responseOf(resultId: string): KeptResponse | undefined;
}

export interface RunnerPorts {
  /** Core's runner with the browser's transport and script host (the CLI's, with Node's). */
  runner: Pick<Runner, 'start'>;
  collections(): readonly Collection[];
  /** The environment of that id, or the active one for undefined. */
  environment(id: string | undefined): Environment | undefined;
  alert(message: string): void;
  /**
   * Calls `flush` soon: every frame normally; in Performance Mode at most a few times a second,
   * so thousands of results do not re-render the page thousands of times.
   */
  schedule(flush: () => void, performanceMode: boolean): void;
}

function keep(response: HttpResponse): KeptResponse {
  const binary = response.bodyEncoding === 'base64';
  const truncated = !binary && response.body.length > KEPT_BODY_LIMIT;
  return {
    statusText: response.statusText,
    body: binary ? '' : truncated ? response.body.slice(0, KEPT_BODY_LIMIT) : response.body,
    binary,
    truncated,
  };
}

/** The ticked requests that still exist, in collection order. */
function tickedRequests(collection: Collection | undefined, requestIds: readonly string[]): string[] {
  if (!collection) return [];
  const ticked = new Set(requestIds);
  return planRequests(collection)
    .map((located) => located.request.id)
    .filter((id) => ticked.has(id));
}

export function createRunnerStore(ports: RunnerPorts): StoreApi<RunnerState> {
  let handle: RunHandle | undefined;
  let responses = new Map<string, KeptResponse>();
  const collectionOf = (id: string | undefined) => ports.collections().find((collection) => collection.id === id);

  return createStore<RunnerState>()((set, get) => {
    const patchForm = (patch: Partial<RunForm>) => set({ form: { ...get().form, ...patch } });
    const patchRun = (id: string, patch: Partial<RunView>) => {
      const run = get().run;
      if (run?.id === id) set({ run: { ...run, ...patch } });
    };

    const follow = (started: RunHandle, performanceMode: boolean) => {
      let pending: RequestResult[] = [];
      let current = 0;
      let scheduled = false;
      let ended = false;
      const flush = () => {
        scheduled = false;
        if (ended) return;
        const run = get().run;
        if (!run) return;
        const results = pending.length > 0 ? run.results.concat(pending) : run.results;
        pending = [];
        patchRun(started.id, { current, results });
      };
      started.on((event) => {
        if (event.type === 'request:done') {
          pending.push(event.result);
          current = event.current;
          if (event.response) {
            responses.set(event.result.id, keep(event.response));
            if (responses.size > KEPT_RESPONSES_LIMIT) responses.delete(responses.keys().next().value as string);
          }
          if (!scheduled) {
            scheduled = true;
            ports.schedule(flush, performanceMode);
          }
        } else if (event.type === 'run:end') {
          ended = true;
          const { result } = event;
          if (handle === started) handle = undefined;
          patchRun(started.id, { status: result.status, current, results: result.requests, result });
          if (result.status === 'errored' && result.error) ports.alert(result.error);
        }
      });
    };

    return {
      form: INITIAL_FORM,
      run: undefined,
      update: (patch) => patchForm(patch),
      selectCollection(id) {
        patchForm({ collectionId: id, requestIds: planIds(collectionOf(id)) });
      },
      setTicked(requestId, ticked) {
        const rest = get().form.requestIds.filter((id) => id !== requestId);
        patchForm({ requestIds: ticked ? [...rest, requestId] : rest });
      },
      tickAll: () => patchForm({ requestIds: planIds(collectionOf(get().form.collectionId)) }),
      tickNone: () => patchForm({ requestIds: [] }),
      loadDataFile(name, text) {
        const format = dataFileFormat(name);
        if (!format) {
          patchForm({ dataFile: undefined, dataFileError: DATA_FILE_TYPE_MESSAGE });
          return;
        }
        try {
          patchForm({ dataFile: parseDataFile(name, text, format), dataFileError: undefined });
        } catch (error) {
          patchForm({ dataFile: undefined, dataFileError: messageOf(error) });
        }
      },
      clearDataFile: () => patchForm({ dataFile: undefined, dataFileError: undefined }),
      correctNumbers: () => set({ form: correctedForm(get().form) }),
      start() {
        const form = correctedForm(get().form);
        const collection = collectionOf(form.collectionId);
        const requestIds = tickedRequests(collection, form.requestIds);
        if (!collection || requestIds.length === 0) {
          ports.alert(SELECTION_REQUIRED_MESSAGE);
          return;
        }
        const settings = settingsOf(form);
        const environment = ports.environment(form.environmentId);
        let started: RunHandle;
        try {
          started = ports.runner.start({
            collection,
            requestIds,
            mode: form.mode,
            settings,
            ...(environment ? { environment } : {}),
            // Performance Mode keeps no response bodies.
            includeResponses: !form.performanceMode,
          });
        } catch (error) {
          // 'A run is already in progress'.
          ports.alert(messageOf(error));
          return;
        }
        handle = started;
        responses = new Map();
        set({
          form,
          run: {
            id: started.id,
            collectionName: collection.name,
            mode: form.mode,
            performanceMode: form.performanceMode,
            status: 'running',
            current: 0,
            total: requestIds.length * settings.iterations,
            results: [],
            result: undefined,
          },
        });
        follow(started, form.performanceMode);
      },
      stop() {
        // Stopped, end time set, summary computed; requests in flight are aborted.
        handle?.stop();
      },
      responseOf: (resultId) => responses.get(resultId),
    };
  });
}

function planIds(collection: Collection | undefined): string[] {
  return collection ? planRequests(collection).map((located) => located.request.id) : [];
}

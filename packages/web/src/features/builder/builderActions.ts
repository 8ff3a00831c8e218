// The builder's commands, shared by its buttons and the keyboard: Send is
// Ctrl/Cmd+Enter. Save (Ctrl/Cmd+S) is registered by features/collections, which owns the dialog.
import { resolveRequest, type Variable } from '@courier/core';
import { ACTION, isMod, registerAction } from '../../shell/actions.js';
import { useShell } from '../../shell/shellStore.js';
import { createStoppableScriptHost } from '../../lib/scriptHost.js';
import { transportWith } from '../../lib/transport.js';
import { toast } from '../../ui/toasts.js';
import { environmentHeader } from '../analysis/environmentHeader.js';
import { secretValuesHeader } from '../analysis/secretValuesHeader.js';
import { collectionsStore } from '../collections/useCollections.js';
import { activePlace, cookiesAt } from '../cookies/activeCookies.js';
import { selectActiveEnvironment } from '../environments/environmentsStore.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { forHistory } from '../history/historyResponse.js';
import { recordSend } from '../history/useHistory.js';
import { followTeammates } from '../workspace/followTeammates.js';
import { oauthFlows } from '../oauth/useOAuth.js';
import { responseStore } from '../response/useResponse.js';
import { settingsStore } from '../settings/useSettings.js';
import { useSubscriptionView } from '../subscriptions/subscriptionView.js';
import { httpRequestOf } from './builderStore.js';
import { draftPlacement } from './draftPlacement.js';
import { followRenames } from './followRenames.js';
import { keptBody } from './pickedFiles.js';
import { trackRequestResponses } from './requestResponses.js';
import { builderScopesOf, sendDraft, type SendPorts } from './sendDraft.js';
import { sessionGlobals } from './sessionGlobals.js';
import { sendState, type SendState } from './sendState.js';
import { builderStore } from './useBuilder.js';
import { variableViewFor } from './variableView.js';

// The builder's own sandbox, so Cancel can stop its script without touching a collection run's.
const scripts = createStoppableScriptHost();

const requestResponses = trackRequestResponses(builderStore, responseStore);
followRenames(builderStore, collectionsStore);
followTeammates();
// The request a send started from: its response is kept for it even if the user moved on.
let sendingKey = requestResponses.currentKey();

/** The variables of every scope a send reads that a user can mark secret. */
function sendVariables(): Variable[] {
  const { collection } = draftPlacement(builderStore.getState().draft, collectionsStore.getState().collections);
  return [
    ...selectActiveEnvironment(environmentsStore.getState()).variables,
    ...sessionGlobals.get(),
    ...(collection?.variables ?? []),
  ];
}

// The proxy records each response under the environment it was sent in, with no secret in it.
const proxied = transportWith(() => ({
  ...environmentHeader(selectActiveEnvironment(environmentsStore.getState())),
  ...secretValuesHeader(sendVariables()),
}));

const ports: SendPorts = {
  // The active environment's cookies go with the request and come back into its jar.
  ...cookiesAt(activePlace, proxied),
  scripts,
  oauth: oauthFlows,
  environment: () => selectActiveEnvironment(environmentsStore.getState()).variables,
  setEnvironment(variables) {
    const { environments, activeId } = environmentsStore.getState();
    const id = selectActiveEnvironment({ environments, activeId }).id;
    environmentsStore.setState({
      environments: environments.map((environment) =>
        environment.id === id ? { ...environment, variables } : environment,
      ),
    });
  },
  globals: sessionGlobals.get,
  setGlobals: sessionGlobals.set,
  collections: () => collectionsStore.getState().collections,
  timeoutMs: () => settingsStore.getState().settings.timeout,
  isSending,
  start(abort) {
    sendingKey = requestResponses.currentKey();
    responseStore.getState().start(() => {
      abort();
      scripts.stop();
    });
  },
  streamOpened: (head, stop) => responseStore.getState().streamOpened(head, stop),
  streamReceived: (event) => responseStore.getState().streamReceived(event),
  show: (view) => requestResponses.showFor(sendingKey, view),
  record(draft, view) {
    recordSend({
      request: {
        method: draft.method,
        url: draft.url,
        headers: draft.headers,
        pathVariables: draft.pathVariables,
        body: keptBody(draft.body),
        auth: draft.auth,
        ...(draft.name ? { name: draft.name } : {}),
        preRequestScript: draft.preRequestScript,
        postRequestScript: draft.postRequestScript,
      },
      response: forHistory(view.response),
      ...(view.error ? { error: view.error } : {}),
      testResults: view.testResults,
      logs: [...view.preRequestLogs, ...view.testLogs],
    });
  },
  alert: (message) => toast(message, 'error'),
  warn: (message) => toast(message, 'warning'),
};

function isSending(): boolean {
  return responseStore.getState().phase === 'loading';
}

function currentSendState(): SendState {
  return sendState(builderStore.getState().draft, builderScopesOf(ports), isSending());
}

/** Send, or for a GraphQL subscription Subscribe and Stop: it cannot go over HTTP. */
export function send(): void {
  const { draft, activeTabId } = builderStore.getState();
  if (draft.body.mode === 'graphql' && useSubscriptionView.getState().operationIsSubscription) {
    // Resolved like any send, dynamic variables ({{$timestamp}}) drawn afresh.
    const { lookup } = variableViewFor(draft, builderScopesOf(ports));
    void useSubscriptionView.getState().toggle(activeTabId, resolveRequest(httpRequestOf(draft), lookup));
    return;
  }
  void sendDraft(draft, ports);
}

/** Stops the send in flight, its script included, and says so in the response panel. */
function cancelSend(): void {
  responseStore.getState().abort?.();
}

registerAction({
  name: ACTION.send,
  label: 'Send request',
  shortcut: 'Ctrl+Enter',
  perform: send,
  // An empty URL still runs, so the shortcut can say 'Please enter a URL'.
  isEnabled: () => currentSendState().kind !== 'sending',
  keyTest: (event) => isMod(event) && event.key === 'Enter',
});

registerAction({
  name: ACTION.cancelSend,
  label: 'Cancel request',
  shortcut: 'Esc',
  perform: cancelSend,
  isEnabled: () => currentSendState().kind === 'sending',
  // Esc belongs to dialogs and editors except while a request is on its way.
  keyTest: (event) => event.key === 'Escape' && currentSendState().kind === 'sending',
});

registerAction({
  name: ACTION.newRequest,
  label: 'New Request',
  perform: () => {
    builderStore.getState().reset();
    useShell.getState().setView('builder');
  },
});

import './builder.css';
import { methodCarriesBody } from '@courier/core';
import { ChevronDown, Eye, EyeOff, KeyRound, Save, Send } from 'lucide-react';
import { Fragment, lazy, Suspense, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { ACTION, getAction, onActionsChange, performAction } from '../../shell/actions.js';
import { useAddressedDialog } from '../../lib/dialogAddress.js';
import { Button } from '../../ui/Button.js';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { Menu } from '../../ui/Menu.js';
import { Tabs } from '../../ui/Tabs.js';
import { ToggleSwitch } from '../../ui/ToggleSwitch.js';
import { selectActiveEnvironment } from '../environments/environmentsStore.js';
import { useEnvironments } from '../environments/useEnvironments.js';
import { useResponse } from '../response/useResponse.js';
import { BodyEditor } from './BodyEditor.js';
import { send } from './builderActions.js';
import { KeyValueEditor } from './KeyValueEditor.js';
import { MethodSelect } from './MethodSelect.js';
import { RequestTabs } from './RequestTabs.js';
import { ScriptsEditor } from './ScriptsEditor.js';
import { sendState } from './sendState.js';
import { TeammateChangeSlot } from './TeammateChangeSlot.js';
import { useBuilder } from './useBuilder.js';
import { useBuilderScopes, usePreview, useVariableSources, useVariableView } from './useVariables.js';
import { VariableErrors } from './VariableErrors.js';

// The Auth dialog and the eye toggle's preview open on a click: they load then, not with the Builder.
const AuthDialog = lazy(() => import('./AuthDialog.js').then((m) => ({ default: m.AuthDialog })));
const PreviewPanel = lazy(() => import('./PreviewPanel.js').then((m) => ({ default: m.PreviewPanel })));
const CookiesDialog = lazy(() => import('../cookies/CookiesDialog.js').then((m) => ({ default: m.CookiesDialog })));
// It carries the GraphQL parser that tells a subscription from a query: loaded in GraphQL mode only.
const GraphQLSendButton = lazy(() =>
  import('../subscriptions/GraphQLSendButton.js').then((m) => ({ default: m.GraphQLSendButton })),
);

function useSaveRegistered(): boolean {
  return useSyncExternalStore(onActionsChange, () => getAction(ACTION.save) !== undefined);
}

/** The request builder. */
export function RequestBuilder() {
  const draft = useBuilder((state) => state.draft);
  const tab = useBuilder((state) => state.tab);
  const preview = useBuilder((state) => state.preview);
  const activeTabId = useBuilder((state) => state.activeTabId);
  const actions = useBuilder((state) => state);
  const loading = useResponse((state) => state.phase === 'loading');
  const scopes = useBuilderScopes();
  const sendStatus = useMemo(() => sendState(draft, scopes, loading), [draft, scopes, loading]);
  const variables = useVariableView();
  const resolved = usePreview(variables);
  const variableSources = useVariableSources(variables);
  const saveRegistered = useSaveRegistered();
  const [authOpen, setAuthOpen] = useAddressedDialog('auth');
  // Once loaded the dialog stays mounted, opening and closing as it always has.
  const [authAsked, setAuthAsked] = useState(false);
  if (authOpen && !authAsked) setAuthAsked(true);
  const [cookiesOpen, setCookiesOpen] = useAddressedDialog('cookies');
  const environmentName = useEnvironments((state) => selectActiveEnvironment(state).name);
  const onEnter = useCallback(() => performAction(ACTION.send), []);

  const hasBody = methodCarriesBody(draft.method);
  const isGraphQL = draft.body.mode === 'graphql';
  const headerCount = draft.headers.length;
  const hasScript = draft.preRequestScript.trim() !== '' || draft.postRequestScript.trim() !== '';
  const unverified = draft.protocolProfileBehavior?.strictSSL === false;
  const selectedTab = tab === 'body' && !hasBody ? 'headers' : tab;

  const sendButton = (
    <Button
      variant="primary"
      className="send-button"
      onPress={send}
      isDisabled={sendStatus.kind !== 'ready'}
      icon={<Send size={15} />}
    >
      {/* Both labels take the same cell, so the button keeps its width while sending. */}
      <span className="send-label">
        <span aria-hidden={sendStatus.kind === 'sending'}>Send</span>
        <span aria-hidden={sendStatus.kind !== 'sending'}>Sending...</span>
      </span>
    </Button>
  );

  const tabs = [
    {
      id: 'headers',
      label: (
        <>
          Headers <span className="tab-count">{headerCount}</span>
        </>
      ),
      content: (
        <div className="builder-pane">
          {headerCount === 0 ? <p className="muted pane-hint">No headers added</p> : null}
          <KeyValueEditor
            noun="Header"
            rows={draft.headers}
            onUpdate={actions.updateHeader}
            onAdd={actions.addHeader}
            onRemove={actions.removeHeader}
          />
        </div>
      ),
    },
    ...(hasBody
      ? [
          {
            id: 'body',
            label: isGraphQL ? 'GraphQL' : 'Body',
            content: (
              <div className="builder-pane">
                <BodyEditor body={draft.body} onChange={actions.setBody} variables={variables} />
              </div>
            ),
          },
        ]
      : []),
    {
      id: 'scripts',
      label: <>Scripts {hasScript ? <span className="tab-dot" aria-label="has scripts" /> : null}</>,
      content: (
        <div className="builder-pane">
          <ScriptsEditor
            preRequestScript={draft.preRequestScript}
            postRequestScript={draft.postRequestScript}
            onChange={actions.setScripts}
          />
        </div>
      ),
    },
    {
      id: 'settings',
      label: <>Settings {unverified ? <span className="tab-dot" aria-label="has settings" /> : null}</>,
      content: (
        <div className="builder-pane request-settings">
          <ToggleSwitch isSelected={!unverified} onChange={actions.setVerifyTls}>
            Verify TLS certificate
          </ToggleSwitch>
          <p className="muted pane-hint">
            {unverified
              ? "This request is sent without checking the server's certificate, whatever Settings say."
              : "The server's certificate is checked as Settings say (on unless Settings turn it off)."}
          </p>
        </div>
      ),
    },
  ];

  return (
    <section className="builder" aria-label="Request builder">
      <RequestTabs />
      {/*
        Each tab gets editors of its own: an edit the old editor has yet to report (typing just
        before a tab switch) cannot land in the next tab's request, and undo stays per request.
      */}
      <Fragment key={activeTabId}>
        {draft.name || draft.restoredFrom ? (
          <div className="builder-heading">
            {draft.name ? <span className="builder-title">{draft.name}</span> : null}
            {draft.restoredFrom ? (
              <span className="builder-origin muted">Unsaved copy from {draft.restoredFrom}</span>
            ) : null}
          </div>
        ) : null}
        <TeammateChangeSlot />
        <div className="url-bar">
          <MethodSelect value={draft.method} onChange={actions.setMethod} />
          <div className="url-field">
            <CodeEditor
              label="URL"
              mode="text"
              singleLine
              value={draft.url}
              onChange={actions.setUrl}
              onEnter={onEnter}
              isKnownVariable={variables.isKnown}
              placeholder="Enter a URL, e.g. {{baseUrl}}/users"
            />
          </div>
          <div className="url-actions">
            <Button
              variant="ghost"
              aria-label={preview ? 'Hide resolved variables' : 'Preview resolved variables'}
              aria-pressed={preview}
              onPress={actions.togglePreview}
              icon={preview ? <EyeOff size={16} /> : <Eye size={16} />}
            />
            <Button
              aria-label={`Auth: ${draft.auth.type}`}
              onPress={() => setAuthOpen(true)}
              icon={<KeyRound size={15} />}
            >
              <span className="hide-narrow">Auth</span>
              {draft.auth.type !== 'none' && draft.auth.type !== 'inherit' ? <span className="tab-dot" /> : null}
            </Button>
            <div className="save-group">
              <Button onPress={() => performAction(ACTION.save)} isDisabled={!saveRegistered} icon={<Save size={15} />}>
                Save
              </Button>
              <Menu
                label="Save options"
                className="save-options"
                trigger={<ChevronDown size={14} />}
                items={[{ id: 'saveAs', label: 'Save As…', onAction: () => performAction(ACTION.saveAs) }]}
              />
            </div>
            {isGraphQL ? (
              <Suspense fallback={sendButton}>
                <GraphQLSendButton
                  query={draft.body.mode === 'graphql' ? draft.body.query : ''}
                  chosenOperation={draft.body.mode === 'graphql' ? draft.body.operationType : undefined}
                  tabId={activeTabId}
                  sendButton={sendButton}
                  canSend={sendStatus.kind === 'ready'}
                  onPress={send}
                />
              </Suspense>
            ) : (
              sendButton
            )}
          </div>
        </div>
        <div className="builder-links">
          <button type="button" className="builder-link" onClick={() => setCookiesOpen(true)}>
            Cookies
          </button>
        </div>
        {variables.errors.length > 0 || preview ? (
          // Errors and the preview give way (and scroll) before the editors below do.
          <div className="builder-notes">
            <VariableErrors errors={variables.errors} />
            {preview ? (
              <Suspense fallback={null}>
                <PreviewPanel request={resolved} variables={variableSources} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        <Tabs
          label="Request"
          className="builder-tabs"
          items={tabs}
          selected={selectedTab}
          onSelect={(id) => actions.setTab(id === 'body' || id === 'scripts' || id === 'settings' ? id : 'headers')}
        />
      </Fragment>
      {authAsked ? (
        <Suspense fallback={null}>
          <AuthDialog
            isOpen={authOpen}
            auth={draft.auth}
            canInherit={draft.origin !== undefined}
            onClose={() => setAuthOpen(false)}
            onSave={actions.setAuth}
          />
        </Suspense>
      ) : null}
      {cookiesOpen ? (
        <Suspense fallback={null}>
          <CookiesDialog isOpen onClose={() => setCookiesOpen(false)} environmentName={environmentName} />
        </Suspense>
      ) : null}
    </section>
  );
}

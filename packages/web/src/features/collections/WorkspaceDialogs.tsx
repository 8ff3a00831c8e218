// The questions the workspace's collections ask: which of two versions of a request (or of an
// environment's variables) to keep when
// someone else saved it first, and, on a first sign-in, whether to move the browser's collections
// into the personal workspace.
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { answerMoveOffer, workspaceSource } from '../workspace/workspaceSource.js';
import { builderStore } from '../builder/useBuilder.js';
import { openRequest } from './openRequest.js';
import type { WorkspaceEnvironmentsState } from '../environments/workspaceEnvironmentsStore.js';
import type { SaveConflict, WorkspaceCollectionsState } from './workspaceCollectionsStore.js';

export function WorkspaceDialogs() {
  const collections = useStore(workspaceSource, (state) => state.collections);
  const environments = useStore(workspaceSource, (state) => state.environments);
  const offer = useStore(workspaceSource, (state) => state.offer);
  return (
    <>
      {collections ? <ConflictDialog store={collections} /> : null}
      {environments ? <EnvironmentConflictDialog store={environments} /> : null}
      <Dialog
        isOpen={offer !== null}
        onClose={() => void answerMoveOffer(false)}
        title="Move collections to your workspace?"
        footer={
          <>
            <Button onPress={() => void answerMoveOffer(false)}>Keep in this browser</Button>
            <Button variant="primary" onPress={() => void answerMoveOffer(true)}>
              Move to {offer?.personal.name}
            </Button>
          </>
        }
      >
        <p>
          This browser holds{' '}
          {offer?.collections.length === 1 ? '1 collection' : `${offer?.collections.length} collections`} made while
          signed out. Signed in, the sidebar shows your workspace&apos;s collections, stored on the server and shared
          with its members.
        </p>
        <ul>
          {offer?.collections.map((collection) => (
            <li key={collection.id}>{collection.name}</li>
          ))}
        </ul>
        <p className="muted">Either way nothing is lost: the browser keeps its copy, shown again when you sign out.</p>
      </Dialog>
    </>
  );
}

function RequestSide({ title, request }: { title: string; request: SaveConflict['mine'] }) {
  return (
    <section className="conflict-side" aria-label={title}>
      <h3>{title}</h3>
      <p className="mono">
        {request.method} {request.url}
      </p>
      <pre className="conflict-body mono">
        {JSON.stringify({ name: request.name, headers: request.headers, body: request.body }, null, 2)}
      </pre>
    </section>
  );
}

function ConflictDialog({ store }: { store: StoreApi<WorkspaceCollectionsState> }) {
  const conflict = useStore(store, (state) => state.conflict);
  // Keep theirs shows their version in the tab, in place of the edits it had; closing the dialog
  // decides nothing, so the edits stay and the next save asks again.
  const keepTheirs = () => {
    const answered = store.getState().keepTheirs();
    if (!answered) return;
    openRequest(answered.collectionId, answered.theirs);
    const builder = builderStore.getState();
    builder.takeSaved(builder.activeTabId, answered.theirs);
  };
  return (
    <Dialog
      isOpen={conflict !== null}
      onClose={() => store.getState().dismissConflict()}
      size="lg"
      title="Someone else saved this request"
      footer={
        <>
          <Button onPress={keepTheirs}>Keep theirs</Button>
          <Button variant="primary" onPress={() => void store.getState().keepMine()}>
            Keep mine
          </Button>
        </>
      }
    >
      {conflict ? (
        <>
          <p>{conflict.message}. Both versions are below: keep one.</p>
          <div className="conflict-sides">
            <RequestSide title="Their version" request={conflict.theirs} />
            <RequestSide title="Your version" request={conflict.mine} />
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

function VariablesSide({ title, variables }: { title: string; variables: EnvironmentConflictVariables }) {
  return (
    <section className="conflict-side" aria-label={title}>
      <h3>{title}</h3>
      <ul className="conflict-body mono">
        {variables.map((variable, index) => (
          <li key={index}>
            {variable.key} = {variable.type === 'secret' ? '••••' : String(variable.value ?? '')}
          </li>
        ))}
      </ul>
    </section>
  );
}

type EnvironmentConflictVariables = NonNullable<WorkspaceEnvironmentsState['conflict']>['mine'];

function EnvironmentConflictDialog({ store }: { store: StoreApi<WorkspaceEnvironmentsState> }) {
  const conflict = useStore(store, (state) => state.conflict);
  return (
    <Dialog
      isOpen={conflict !== null}
      onClose={() => store.getState().keepTheirs()}
      size="lg"
      title="Someone else changed this environment"
      footer={
        <>
          <Button onPress={() => store.getState().keepTheirs()}>Keep theirs</Button>
          <Button variant="primary" onPress={() => store.getState().keepMine()}>
            Keep mine
          </Button>
        </>
      }
    >
      {conflict ? (
        <>
          <p>
            {conflict.message} ({conflict.name}). Both versions are below: keep one.
          </p>
          <div className="conflict-sides">
            <VariablesSide title="Their version" variables={conflict.theirs} />
            <VariablesSide title="Your version" variables={conflict.mine} />
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

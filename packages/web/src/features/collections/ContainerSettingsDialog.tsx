// Settings of a collection or a folder (Postman's collection and folder tabs): the description, and
// the auth and scripts every request below inherits; a collection's variables too. A folder has no
// variables tab, as in Postman, whose runtime resolves no folder variables (imported ones are kept). In a shared workspace the dialog
// follows a teammate's save while it has no edits of its own; with edits, it names who saved and
// offers both versions before the user's own save, as an open request tab does.
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { Tabs } from '../../ui/Tabs.js';
import { VariableTable } from '../../ui/VariableTable.js';
import { AuthFields, type EditableAuth } from '../builder/AuthFields.js';
import { KeepOneVersion } from '../builder/KeepOneVersion.js';
import { ScriptsEditor } from '../builder/ScriptsEditor.js';
import { useMemberName } from '../workspace/memberNames.js';
import { containerIn, sameSettings, settingsOf, type ContainerSettings } from './containerSettings.js';
import { useCollections } from './useCollections.js';

const AUTH_TYPES = ['none', 'bearer', 'apikey', 'basic', 'oauth2'] as const satisfies ReadonlyArray<
  EditableAuth['type']
>;

interface Props {
  collectionId: string;
  /** The collection's own id for its settings, a folder's id for the folder's. */
  itemId: string;
  onClose: () => void;
}

export function ContainerSettingsDialog({ collectionId, itemId, onClose }: Props) {
  const collection = useCollections((state) => state.collections.find((one) => one.id === collectionId));
  const readOnly = useCollections((state) => state.readOnly ?? false);
  const updateSettings = useCollections((state) => state.updateSettings);
  // Two plain values, not the object: a selector must return what it returned before when nothing changed.
  const savedVersion = useCollections((state) => state.savedVersionOf?.(collectionId, itemId)?.version);
  const savedBy = useCollections((state) => state.savedVersionOf?.(collectionId, itemId)?.by ?? null);
  const container = useMemo(() => collection && containerIn(collection, itemId), [collection, itemId]);
  const saved = useMemo(() => container && settingsOf(container), [container]);

  // What the dialog opened on (or last took), the version it was saved at, and the edits made since.
  const [base, setBase] = useState(saved);
  const [baseVersion, setBaseVersion] = useState(savedVersion);
  const [draft, setDraft] = useState(saved);
  const [tab, setTab] = useState('overview');
  const dirty = base !== undefined && draft !== undefined && !sameSettings(base, draft);
  const changedUnderneath = saved !== undefined && base !== undefined && !sameSettings(saved, base);

  useEffect(() => {
    // A teammate's save reaches a dialog without edits at once.
    if (!changedUnderneath || dirty) return;
    setBase(saved);
    setDraft(saved);
    setBaseVersion(savedVersion);
  }, [changedUnderneath, dirty, saved, savedVersion]);

  if (!collection || !container || !draft) return null;
  const isCollection = container.kind === 'collection';
  const name = isCollection ? collection.name : container.folder.name;
  const change = (patch: Partial<ContainerSettings>) => setDraft({ ...draft, ...patch });

  const save = () => {
    void updateSettings(collectionId, itemId, draft, baseVersion);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="lg"
      title={isCollection ? 'Collection Settings' : 'Folder Settings'}
      subject={isCollection ? `Collection: ${name}` : `Folder: ${name} in ${collection.name}`}
      footer={
        readOnly ? (
          <Button onPress={onClose}>Close</Button>
        ) : (
          <>
            <Button onPress={onClose}>Cancel</Button>
            <Button variant="primary" onPress={save} isDisabled={!dirty}>
              Save
            </Button>
          </>
        )
      }
    >
      {changedUnderneath && dirty ? (
        <TeammateSettingsPanel
          by={savedBy}
          onTakeTheirs={() => {
            setBase(saved);
            setDraft(saved);
            setBaseVersion(savedVersion);
          }}
          onKeepMine={() => {
            // Saving now writes over their version, which the user has seen.
            setBase(saved);
            setBaseVersion(savedVersion);
          }}
        />
      ) : null}
      {readOnly ? <p className="muted">You can read these settings; a viewer cannot change them.</p> : null}
      <Tabs
        label={isCollection ? 'Collection settings' : 'Folder settings'}
        selected={tab}
        onSelect={setTab}
        items={[
          {
            id: 'overview',
            label: 'Overview',
            content: (
              <Field label="Description">
                <textarea
                  className="input settings-description"
                  rows={6}
                  value={draft.description}
                  readOnly={readOnly}
                  placeholder="What these requests are for, in Markdown"
                  onChange={(event) => change({ description: event.target.value })}
                />
              </Field>
            ),
          },
          {
            id: 'auth',
            label: 'Authorization',
            content: (
              <fieldset className="settings-auth" disabled={readOnly}>
                <p className="muted">
                  {isCollection
                    ? 'Requests set to “Inherit from parent” use this auth.'
                    : 'Requests in this folder set to “Inherit from parent” use this auth; Inherit takes the collection’s.'}
                </p>
                <AuthFields
                  auth={draft.auth}
                  types={isCollection ? AUTH_TYPES : ['inherit', ...AUTH_TYPES]}
                  onChange={(auth) => change({ auth })}
                />
              </fieldset>
            ),
          },
          {
            id: 'scripts',
            label: 'Scripts',
            content: (
              <fieldset className="settings-scripts" disabled={readOnly}>
                <p className="muted">
                  Run before and after every request {isCollection ? 'in this collection' : 'in this folder'}, outside
                  in: the collection’s first, then each folder’s, then the request’s.
                </p>
                <ScriptsEditor
                  preRequestScript={draft.preRequestScript}
                  postRequestScript={draft.postRequestScript}
                  onChange={change}
                />
              </fieldset>
            ),
          },
          ...(isCollection
            ? [
                {
                  id: 'variables',
                  label: `Variables${draft.variables.length > 0 ? ` (${draft.variables.length})` : ''}`,
                  content: (
                    <section aria-label={`Variables of ${name}`}>
                      <VariableTable
                        variables={draft.variables}
                        readOnly={readOnly}
                        onChange={(index, patch) =>
                          change({
                            variables: draft.variables.map((variable, at) =>
                              at === index ? { ...variable, ...patch } : variable,
                            ),
                          })
                        }
                        onRemove={(index) => change({ variables: draft.variables.filter((_, at) => at !== index) })}
                      />
                      {readOnly ? null : (
                        <Button
                          size="sm"
                          icon={<Plus size={14} />}
                          onPress={() =>
                            change({ variables: [...draft.variables, { key: '', value: '', enabled: true }] })
                          }
                        >
                          Add Variable
                        </Button>
                      )}
                    </section>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Dialog>
  );
}

function TeammateSettingsPanel({
  by,
  onTakeTheirs,
  onKeepMine,
}: {
  by: string | null;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}) {
  const name = useMemberName(by);
  return (
    <section className="teammate-panel" role="region" aria-label="Changed by a teammate">
      <p className="teammate-panel-text">
        <strong>{name}</strong> saved these settings while you were editing them. Your edits are not saved yet: keep one
        version.
      </p>
      <KeepOneVersion onTakeTheirs={onTakeTheirs} onKeepMine={onKeepMine} />
    </section>
  );
}

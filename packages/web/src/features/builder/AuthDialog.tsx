import { BUILDER_AUTH_TYPES, type Auth } from '@courier/core';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AuthFields } from './AuthFields.js';

export interface AuthDialogProps {
  isOpen: boolean;
  auth: Auth;
  /** Requests inside a collection can inherit the collection's or folder's auth. */
  canInherit: boolean;
  onClose: () => void;
  onSave: (auth: Auth) => void;
}

/** The Authentication modal: none, bearer, apikey, basic, oauth2. */
export function AuthDialog({ isOpen, auth, canInherit, onClose, onSave }: AuthDialogProps) {
  const editable = auth.type === 'inherit' || (BUILDER_AUTH_TYPES as readonly string[]).includes(auth.type);
  const [draft, setDraft] = useState<Auth>(auth);
  useEffect(() => {
    if (isOpen) setDraft(auth);
  }, [isOpen, auth]);
  const types = canInherit ? (['inherit', ...BUILDER_AUTH_TYPES] as const) : BUILDER_AUTH_TYPES;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Authentication"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            variant="primary"
            onPress={() => {
              onSave(draft);
              onClose();
            }}
          >
            Apply
          </Button>
        </>
      }
    >
      {!editable ? (
        <p className="muted">
          This request uses {auth.type} authentication from an imported collection; it is sent as configured there.
        </p>
      ) : null}
      <AuthFields auth={draft} types={types} onChange={setDraft} onManage={onClose} />
    </Dialog>
  );
}

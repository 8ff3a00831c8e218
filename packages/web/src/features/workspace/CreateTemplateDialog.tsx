// 'Create Template': a name (required), a description, a category and comma-separated tags.
import { createTemplateSchema, TEMPLATE_CATEGORIES, type CreateTemplateInput } from '@courier/core';
import { FormDialog } from '../../ui/FormDialog.js';
import { useFormDialog } from '../../ui/useFormDialog.js';
import { NameAndDescriptionFields } from '../../ui/NameAndDescriptionFields.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { useWorkspace } from './useWorkspace.js';

type Category = (typeof TEMPLATE_CATEGORIES)[number];
const EMPTY = { name: '', description: '', category: 'api' as Category, tags: '' };

/** 'auth, oauth2 ,, ' → ['auth', 'oauth2']. */
const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function CreateTemplateDialog({
  isOpen,
  onClose,
  workspaceName,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** The workspace whose content the template is made from, named in the dialog. */
  workspaceName: string | undefined;
}) {
  const createTemplate = useWorkspace((state) => state.createTemplate);
  const { form, change, nameError, refuseName, serverError, busy, send } = useFormDialog(isOpen, EMPTY, onClose);

  const submit = async () => {
    const input: CreateTemplateInput = { ...form, tags: splitTags(form.tags) };
    const checked = createTemplateSchema.safeParse(input);
    if (!checked.success) {
      refuseName(checked.error.issues);
      return;
    }
    await send(() => createTemplate(input));
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Create Template"
      subject={workspaceName ? `Workspace: ${workspaceName}` : undefined}
      formId="create-template-form"
      submitLabel="Create Template"
      busyLabel="Creating…"
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
      <NameAndDescriptionFields
        nameLabel="Template name"
        nameError={nameError}
        descriptionRows={3}
        autoFocus
        values={form}
        onChange={change}
      />
      <div className="field-pair">
        <SelectField
          label="Category"
          value={form.category}
          onChange={(category) => change({ category: category as Category })}
        >
          {TEMPLATE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField label="Tags" placeholder="rest, payments" value={form.tags} onChange={(tags) => change({ tags })} />
      </div>
    </FormDialog>
  );
}

// 'Add New Route' (and its edit twin): method, path, status, delay, headers and body as JSON, and
// for more: further responses chosen by rules (the rules editor), in turn or at random, and a
// response script.
import {
  MOCK_METHODS,
  MOCK_RESPONSE_MODES,
  type MockConfig,
  type MockMethod,
  type MockResponseMode,
  type MockRoute,
} from '@courier/core';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import type { FieldErrors } from './alternativesForm.js';
import { useMock } from './mockStore.js';
import { EMPTY_ROUTE_FORM, formOfRoute, routeOfForm, type RouteForm } from './routeForm.js';
import { RulesEditor } from './RulesEditor.js';
const SCRIPT_HINT =
  "pm.variables.set('mock.status', 201); pm.variables.set('mock.body', { id: pm.request.url.path[1] });";

export interface RouteDialogProps {
  config: MockConfig;
  route?: MockRoute;
  onClose: () => void;
}

export function RouteDialog({ config, route, onClose }: RouteDialogProps) {
  const saveRoute = useMock((state) => state.saveRoute);
  const [form, setForm] = useState<RouteForm>(() => (route ? formOfRoute(route) : EMPTY_ROUTE_FORM));
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Open from the start when the route has more to show; afterwards the user opens and closes it.
  const [showAdvanced] = useState(() => Boolean(route && (route.alternatives.length > 0 || route.script !== '')));
  const change = (changes: Partial<RouteForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setError(undefined);
    setFieldErrors({});
  };

  const submit = async () => {
    const checked = routeOfForm(form);
    if ('error' in checked) {
      setError(checked.error);
      setFieldErrors(checked.fieldErrors ?? {});
      return;
    }
    setBusy(true);
    const failure = await saveRoute(config.id, checked.route, route?.id);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="lg"
      title={route ? 'Edit Route' : 'Add New Route'}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="mock-route-form" isDisabled={busy}>
            {route ? 'Save Route' : 'Add Route'}
          </Button>
        </>
      }
    >
      <Form
        id="mock-route-form"
        className="mock-route-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? (
          <p className="collab-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="mock-route-line">
          <SelectField
            label="Method"
            value={form.method}
            onChange={(method) => change({ method: method as MockMethod })}
          >
            {MOCK_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Path"
            value={form.path}
            mono
            autoFocus
            placeholder="/users/:id"
            onChange={(path) => change({ path })}
          />
        </div>
        <div className="mock-route-line">
          <TextField label="Status" type="number" value={form.status} onChange={(status) => change({ status })} />
          <TextField label="Delay (ms)" type="number" value={form.delay} onChange={(delay) => change({ delay })} />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.enabled}
              onChange={(event) => change({ enabled: event.target.checked })}
            />
            Enabled
          </label>
        </div>
        <Field label="Response headers (JSON)">
          <textarea
            className="textarea mono"
            rows={3}
            value={form.headers}
            onChange={(event) => change({ headers: event.target.value })}
          />
        </Field>
        <Field label="Response body (JSON)">
          <textarea
            className="textarea mono"
            rows={7}
            value={form.body}
            placeholder={'{ "id": "{{request.params.id}}", "name": "{{$randomFullName}}" }'}
            onChange={(event) => change({ body: event.target.value })}
          />
        </Field>
        <details className="mock-advanced" open={showAdvanced || undefined}>
          <summary>More responses and a script</summary>
          <SelectField
            label="Response choice"
            value={form.mode}
            onChange={(mode) => change({ mode: mode as MockResponseMode })}
          >
            {MOCK_RESPONSE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode === 'rules' ? 'By rules, else the default' : mode === 'sequential' ? 'In turn' : 'At random'}
              </option>
            ))}
          </SelectField>
          <RulesEditor
            alternatives={form.alternatives}
            mode={form.mode}
            errors={fieldErrors}
            onChange={(alternatives) => change({ alternatives })}
          />
          <Field label="Response script">
            <textarea
              className="textarea mono"
              rows={3}
              value={form.script}
              placeholder={SCRIPT_HINT}
              onChange={(event) => change({ script: event.target.value })}
            />
          </Field>
        </details>
      </Form>
    </Dialog>
  );
}

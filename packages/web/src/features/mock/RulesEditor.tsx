// The rules editor: a route's further responses, each chosen when all of its conditions on the
// request hold (a header, a query or path parameter, a JSON body field that equals a value, matches
// a regex or exists), in the order they are tried. Every control is a native field or a button, so
// the whole editor works from the keyboard; a wrong field says why under itself.
import { MOCK_RULE_OPERATORS, MOCK_RULE_SOURCES, type MockResponseMode } from '@courier/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import {
  RULE_FIELD_PLACEHOLDERS,
  RULE_OPERATOR_LABELS,
  RULE_SOURCE_LABELS,
  moveItem,
  newAlternative,
  newRule,
  type AlternativeForm,
  type FieldErrors,
  type RuleForm,
  type RuleOperator,
  type RuleSource,
} from './alternativesForm.js';

export interface RulesEditorProps {
  alternatives: AlternativeForm[];
  mode: MockResponseMode;
  errors: FieldErrors;
  onChange: (alternatives: AlternativeForm[]) => void;
}

interface JsonAreaProps {
  label: string;
  value: string;
  rows: number;
  error: string | undefined;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A JSON textarea whose message, when there is one, is its description for assistive technology. */
function JsonArea({ label, value, rows, error, placeholder, onChange }: JsonAreaProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="textarea mono"
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RuleRowProps {
  rule: RuleForm;
  name: string;
  errors: FieldErrors;
  at: string;
  autoFocus: boolean;
  onChange: (changes: Partial<RuleForm>) => void;
  onRemove: () => void;
}

function RuleRow({ rule, name, errors, at, autoFocus, onChange, onRemove }: RuleRowProps) {
  return (
    <li className="mock-rule">
      <SelectField
        label={`${name} source`}
        hideLabel
        value={rule.source}
        onChange={(source) => onChange({ source: source as RuleSource })}
      >
        {MOCK_RULE_SOURCES.map((source) => (
          <option key={source} value={source}>
            {RULE_SOURCE_LABELS[source]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`${name} field`}
        hideLabel
        mono
        autoFocus={autoFocus}
        placeholder={RULE_FIELD_PLACEHOLDERS[rule.source]}
        value={rule.field}
        error={errors[`${at}.field`]}
        onChange={(field) => onChange({ field })}
      />
      <SelectField
        label={`${name} operator`}
        hideLabel
        value={rule.operator}
        onChange={(operator) => onChange({ operator: operator as RuleOperator })}
      >
        {MOCK_RULE_OPERATORS.map((operator) => (
          <option key={operator} value={operator}>
            {RULE_OPERATOR_LABELS[operator]}
          </option>
        ))}
      </SelectField>
      {rule.operator === 'exists' ? (
        <span className="mock-rule-novalue muted">any value</span>
      ) : (
        <TextField
          label={`${name} value`}
          hideLabel
          mono
          placeholder={rule.operator === 'regex' ? '^gold|platinum$' : 'value'}
          value={rule.value}
          error={errors[`${at}.value`]}
          onChange={(value) => onChange({ value })}
        />
      )}
      <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} icon={<Trash2 size={14} />} onPress={onRemove} />
    </li>
  );
}

export function RulesEditor({ alternatives, mode, errors, onChange }: RulesEditorProps) {
  // The row just added takes the focus, so adding from the keyboard goes straight on to typing.
  const [added, setAdded] = useState<string>();
  const update = (index: number, changes: Partial<AlternativeForm>) =>
    onChange(alternatives.map((alternative, at) => (at === index ? { ...alternative, ...changes } : alternative)));
  const updateRule = (index: number, ruleIndex: number, changes: Partial<RuleForm>) =>
    update(index, {
      rules: alternatives[index]!.rules.map((rule, at) => (at === ruleIndex ? { ...rule, ...changes } : rule)),
    });
  const addAlternative = () => {
    const alternative = newAlternative();
    setAdded(alternative.key);
    onChange([...alternatives, alternative]);
  };
  const addRule = (index: number) => {
    const rule = newRule();
    setAdded(rule.key);
    update(index, { rules: [...alternatives[index]!.rules, rule] });
  };

  return (
    <div className="mock-alternatives" role="group" aria-label="Further responses">
      {alternatives.length === 0 ? (
        <p className="muted">No further responses: every request to this route gets the response above.</p>
      ) : (
        <ol className="mock-alternative-list">
          {alternatives.map((alternative, index) => {
            const at = `alternatives.${index}`;
            const title = `Response ${index + 1}`;
            return (
              <li key={alternative.key} className="mock-alternative" aria-label={title}>
                <div className="mock-alternative-head">
                  <strong>{title}</strong>
                  <TextField
                    label={`${title} name`}
                    hideLabel
                    placeholder="Name (optional)"
                    autoFocus={alternative.key === added}
                    value={alternative.name}
                    error={errors[`${at}.name`]}
                    onChange={(name) => update(index, { name })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${title} up`}
                    icon={<ArrowUp size={14} />}
                    isDisabled={index === 0}
                    onPress={() => onChange(moveItem(alternatives, index, -1))}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${title} down`}
                    icon={<ArrowDown size={14} />}
                    isDisabled={index === alternatives.length - 1}
                    onPress={() => onChange(moveItem(alternatives, index, 1))}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${title}`}
                    icon={<Trash2 size={14} />}
                    onPress={() => onChange(alternatives.filter((_, at) => at !== index))}
                  />
                </div>
                {mode === 'rules' ? (
                  <div className="mock-rules" role="group" aria-label={`Conditions of ${title}`}>
                    <span className="field-label">When all of these hold</span>
                    <ol className="mock-rule-list">
                      {alternative.rules.map((rule, ruleIndex) => (
                        <RuleRow
                          key={rule.key}
                          rule={rule}
                          name={`${title} condition ${ruleIndex + 1}`}
                          at={`${at}.rules.${ruleIndex}`}
                          errors={errors}
                          autoFocus={rule.key === added}
                          onChange={(changes) => updateRule(index, ruleIndex, changes)}
                          onRemove={() =>
                            update(index, { rules: alternative.rules.filter((_, at) => at !== ruleIndex) })
                          }
                        />
                      ))}
                    </ol>
                    {errors[`${at}.rules`] ? <p className="field-error">{errors[`${at}.rules`]}</p> : null}
                    <Button size="sm" icon={<Plus size={14} />} onPress={() => addRule(index)}>
                      Add Condition
                    </Button>
                  </div>
                ) : (
                  <p className="muted">
                    Answered {mode === 'sequential' ? 'in turn' : 'at random'} with the others; conditions count only
                    when responses are chosen by rules.
                  </p>
                )}
                <div className="mock-alternative-numbers">
                  <TextField
                    label={`${title} status`}
                    type="number"
                    value={alternative.status}
                    error={errors[`${at}.status`]}
                    onChange={(status) => update(index, { status })}
                  />
                  <TextField
                    label={`${title} delay (ms)`}
                    type="number"
                    value={alternative.delay}
                    error={errors[`${at}.delay`]}
                    onChange={(delay) => update(index, { delay })}
                  />
                </div>
                <JsonArea
                  label={`${title} headers (JSON)`}
                  rows={2}
                  value={alternative.headers}
                  error={errors[`${at}.headers`]}
                  onChange={(headers) => update(index, { headers })}
                />
                <JsonArea
                  label={`${title} body (JSON)`}
                  rows={3}
                  value={alternative.body}
                  placeholder={'{ "discount": 20 }'}
                  error={errors[`${at}.body`]}
                  onChange={(body) => update(index, { body })}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Button size="sm" icon={<Plus size={14} />} onPress={addAlternative}>
        Add Response
      </Button>
    </div>
  );
}

import { FileCode } from 'lucide-react';
import { useState } from 'react';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { Menu } from '../../ui/Menu.js';
import { insertTemplate, PRE_REQUEST_TEMPLATES, TEST_TEMPLATES } from './scriptTemplates.js';

export interface ScriptsEditorProps {
  preRequestScript: string;
  postRequestScript: string;
  onChange: (patch: { preRequestScript?: string; postRequestScript?: string }) => void;
}

/** Pre-request and test scripts, with the script templates. */
export function ScriptsEditor({ preRequestScript, postRequestScript, onChange }: ScriptsEditorProps) {
  const [which, setWhich] = useState<'pre' | 'test'>('pre');
  const isPre = which === 'pre';
  const script = isPre ? preRequestScript : postRequestScript;
  const set = (text: string) => onChange(isPre ? { preRequestScript: text } : { postRequestScript: text });
  const templates = isPre ? PRE_REQUEST_TEMPLATES : TEST_TEMPLATES;

  return (
    <div className="scripts-editor">
      <div className="scripts-toolbar">
        <div className="segmented" role="radiogroup" aria-label="Script">
          {(
            [
              ['pre', 'Pre-request', preRequestScript],
              ['test', 'Tests', postRequestScript],
            ] as const
          ).map(([id, label, text]) => (
            <label key={id} className={`segmented-item ${which === id ? 'segmented-selected' : ''}`}>
              <input type="radio" name="script-kind" checked={which === id} onChange={() => setWhich(id)} />
              {label}
              {text.trim() ? <span className="tab-dot" aria-label="has script" /> : null}
            </label>
          ))}
        </div>
        <Menu
          label="Insert template"
          trigger={
            <>
              <FileCode size={14} /> Templates
            </>
          }
          items={templates.map((template) => ({
            id: template.id,
            label: template.label,
            onAction: () => set(insertTemplate(script, template)),
          }))}
        />
      </div>
      <CodeEditor
        key={which}
        label={isPre ? 'Pre-request script' : 'Test script'}
        mode="javascript"
        value={script}
        onChange={set}
        minHeight="180px"
        placeholder={isPre ? '// Runs before the request is sent' : '// Runs after the response arrives: pm.test(…)'}
      />
    </div>
  );
}

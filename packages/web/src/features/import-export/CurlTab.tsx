// cURL import: a pasted command, parsed by core, opened in the builder.
import { importCurl, messageOf } from '@courier/core';
import { Terminal } from 'lucide-react';
import { useState } from 'react';
import { useShell } from '../../shell/shellStore.js';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toasts.js';
import { builderStore } from '../builder/useBuilder.js';

export function CurlTab({ onImported }: { onImported: () => void }) {
  const [command, setCommand] = useState('');
  const [error, setError] = useState<string>();

  const run = () => {
    try {
      const { request, warnings } = importCurl(command);
      builderStore.getState().load(request);
      useShell.getState().setView('builder');
      setError(undefined);
      setCommand('');
      toast(warnings.length ? `Imported cURL command. ${warnings.join(' ')}` : 'Imported cURL command', 'success');
      onImported();
    } catch (thrown) {
      // Core's CurlImportError reads 'Please enter a cURL command' or 'cURL import failed: …'.
      setError(messageOf(thrown));
    }
  };

  return (
    <div className="ie-tab">
      <Field label="cURL command">
        <textarea
          className="textarea mono ie-curl"
          rows={8}
          spellCheck={false}
          placeholder={
            'curl -X POST https://api.example.com/pets \\\n  -H \'Content-Type: application/json\' \\\n  -d \'{"name":"Rex"}\''
          }
          value={command}
          onChange={(event) => {
            setCommand(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <ErrorMessage message={error} />
      <div className="ie-actions">
        <Button variant="primary" onPress={run} icon={<Terminal size={16} />}>
          Import cURL
        </Button>
      </div>
    </div>
  );
}

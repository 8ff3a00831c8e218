// The response schemas: each with its description, tags and the schema itself; the default ones
// stay, the user's own can be deleted after confirming.
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import type { ResponseSchema } from '@courier/core/analysis-replies';
import { useAnalysis } from './useAnalysis.js';

export function SchemasTab({ onCreate }: { onCreate: () => void }) {
  const schemas = useAnalysis((state) => state.schemas);
  const deleteSchema = useAnalysis((state) => state.deleteSchema);
  const [deleting, setDeleting] = useState<ResponseSchema | null>(null);
  if (schemas.length === 0) {
    return (
      <div className="collab-panel">
        <div className="collab-empty muted">
          <p>{ANALYSIS_TEXT.emptySchemas}</p>
          <Button variant="primary" icon={<Plus size={16} />} onPress={onCreate}>
            Create Schema
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="collab-panel">
      <ul className="collab-cards analysis-schema-cards" aria-label="Schemas">
        {schemas.map((schema) => (
          <li key={schema.id} className="collab-card" aria-label={schema.name}>
            <div className="collab-card-head">
              <h3 className="collab-card-name">{schema.name}</h3>
              {schema.isDefault ? (
                <span className="pill">Default</span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${schema.name}`}
                  icon={<Trash2 size={14} />}
                  onPress={() => setDeleting(schema)}
                />
              )}
            </div>
            {schema.description ? <p className="collab-card-text">{schema.description}</p> : null}
            <details>
              <summary className="muted">Schema</summary>
              <pre className="mono analysis-schema-text">{JSON.stringify(schema.schema, null, 2)}</pre>
            </details>
            {schema.tags.length > 0 ? (
              <div className="collab-card-meta">
                {schema.tags.map((tag) => (
                  <span key={tag} className="pill">
                    {tag}
                  </span>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={deleting !== null}
        message={deleting ? `Are you sure you want to delete the schema '${deleting.name}'?` : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const schema = deleting;
          setDeleting(null);
          if (schema) void deleteSchema(schema.id);
        }}
      />
    </div>
  );
}

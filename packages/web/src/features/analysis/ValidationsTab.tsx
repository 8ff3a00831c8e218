// The validations made, newest first, each named by the last 8 characters of its id: valid, or the
// errors with the path in the body where each was found.
import { FileCheck2 } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { relativeTime } from '../shared/relativeTime.js';
import { shortId } from './analysisFormat.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import { useAnalysis } from './useAnalysis.js';

export function ValidationsTab({ onValidate }: { onValidate: () => void }) {
  const validations = useAnalysis((state) => state.validations);
  const schemas = useAnalysis((state) => state.schemas);
  const schemaName = (id: string) => schemas.find((schema) => schema.id === id)?.name ?? shortId(id);
  return (
    <div className="collab-panel">
      <div className="collab-toolbar">
        <div className="collab-toolbar-end">
          <Button icon={<FileCheck2 size={16} />} onPress={onValidate}>
            Validate Response
          </Button>
        </div>
      </div>
      {validations.length === 0 ? (
        <p className="collab-empty muted">{ANALYSIS_TEXT.emptyValidations}</p>
      ) : (
        <ol className="collab-list" aria-label="Validations">
          {validations.map((validation) => {
            const { valid, errors, warnings } = validation.result;
            return (
              <li
                key={validation.id}
                className="collab-row analysis-validation"
                aria-label={`Validation ${shortId(validation.id)}`}
              >
                <div className="collab-row-main">
                  <span className="collab-row-title">
                    <span className="mono">{shortId(validation.id)}</span>{' '}
                    <span className={`pill ${valid ? 'pill-success' : 'pill-danger'}`}>
                      {valid ? 'Valid' : 'Invalid'}
                    </span>
                  </span>
                  <span className="collab-row-text">
                    Response <code>{shortId(validation.responseId)}</code> against {schemaName(validation.schemaId)} ·{' '}
                    {relativeTime(validation.metadata.validatedAt)}
                  </span>
                  {errors.length > 0 ? (
                    <ul className="analysis-problems" aria-label="Errors">
                      {errors.map((error, index) => (
                        <li key={index}>
                          <code>{error.path || '$'}</code> {error.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {warnings.length > 0 ? (
                    <ul className="analysis-problems analysis-warnings" aria-label="Warnings">
                      {warnings.map((warning, index) => (
                        <li key={index}>{warning}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

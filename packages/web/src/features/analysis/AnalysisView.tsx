// The Advanced Response view: every response the user's sends brought back, recorded by the server,
// to filter, compare, check against schemas, and watch over the last 24 hours.
import { FileCheck2, Plus, Settings2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ErrorMessage } from '../../ui/ErrorMessage.js';
import { Tabs } from '../../ui/Tabs.js';
import '../shared/collab.css';
import './analysis.css';
import { AnalysisFileActions } from './AnalysisFileActions.js';
import { ANALYSIS_TEXT } from './analysisMessages.js';
import type { AnalysisTab } from './analysisStore.js';
import { CacheTab } from './CacheTab.js';
import { ComparisonsTab } from './ComparisonsTab.js';
import { CreateSchemaDialog } from './CreateSchemaDialog.js';
import { PerformanceTab } from './PerformanceTab.js';
import { RecordingSettingsDialog } from './RecordingSettingsDialog.js';
import { SchemasTab } from './SchemasTab.js';
import { useAnalysis } from './useAnalysis.js';
import { ValidateDialog } from './ValidateDialog.js';
import { ValidationsTab } from './ValidationsTab.js';

const counted = (label: string, count: number) => `${label} (${count})`;

export function AnalysisView() {
  const tab = useAnalysis((state) => state.tab);
  const setTab = useAnalysis((state) => state.setTab);
  const loadAll = useAnalysis((state) => state.loadAll);
  const loadError = useAnalysis((state) => state.loadError);
  const recording = useAnalysis((state) => state.settings?.recording);
  const cacheTotal = useAnalysis((state) => state.cacheTotal);
  const comparisonCount = useAnalysis((state) => state.comparisons.length);
  const schemaCount = useAnalysis((state) => state.schemas.length);
  const validationCount = useAnalysis((state) => state.validations.length);
  // The schema editor can open already filled (a schema inferred from recorded responses).
  const [schemaDraft, setSchemaDraft] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  return (
    <section className="collab-view analysis-view" aria-label="Advanced Response">
      <header className="collab-header">
        <div className="collab-title">
          <h1>Advanced Response</h1>
          <div className="collab-subtitle">
            Responses of the requests you send, recorded to compare, validate and measure.
          </div>
        </div>
        <div className="collab-actions">
          <Button icon={<Plus size={16} />} onPress={() => setSchemaDraft('')}>
            Create Schema
          </Button>
          <Button icon={<FileCheck2 size={16} />} onPress={() => setValidating(true)}>
            Validate Response
          </Button>
          <AnalysisFileActions />
          <Button icon={<Settings2 size={16} />} onPress={() => setSettingsOpen(true)}>
            Recording
          </Button>
        </div>
      </header>
      {recording === false ? (
        <p className="analysis-banner" role="status">
          {ANALYSIS_TEXT.recordingOff}
        </p>
      ) : null}
      <ErrorMessage message={loadError ?? undefined} className="analysis-load-error" />
      <Tabs
        label="Advanced Response"
        className="collab-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as AnalysisTab)}
        items={[
          {
            id: 'cache',
            label: counted('Cache', cacheTotal),
            content: <CacheTab onInfer={(schema) => setSchemaDraft(schema)} />,
          },
          { id: 'comparisons', label: counted('Comparisons', comparisonCount), content: <ComparisonsTab /> },
          {
            id: 'schemas',
            label: counted('Schemas', schemaCount),
            content: <SchemasTab onCreate={() => setSchemaDraft('')} />,
          },
          {
            id: 'validations',
            label: counted('Validations', validationCount),
            content: <ValidationsTab onValidate={() => setValidating(true)} />,
          },
          { id: 'performance', label: 'Performance', content: <PerformanceTab /> },
        ]}
      />
      <CreateSchemaDialog
        isOpen={schemaDraft !== null}
        initialSchema={schemaDraft || undefined}
        onClose={() => setSchemaDraft(null)}
      />
      <ValidateDialog isOpen={validating} onClose={() => setValidating(false)} />
      <RecordingSettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </section>
  );
}

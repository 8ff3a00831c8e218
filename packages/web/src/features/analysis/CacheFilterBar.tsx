// The recorded responses' search box and filters. The box asks the server once typing pauses (Enter
// asks at once); the filters ask on every change. The typed text is the tab's, so "Clear search and
// filters" in the empty list can empty the box too.
import { RECORDED_STATUS_CLASSES, type RecordedStatusClass } from '@courier/core/analysis-replies';
import { useDebouncedCallback } from 'use-debounce';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { environmentChoices, FILTER_METHODS, FILTER_STATUSES } from './cacheFilterOptions.js';
import { useAnalysis } from './useAnalysis.js';

/** How long typing must pause before the server is asked: one query per word, not per key. */
const SEARCH_PAUSE_MS = 300;

const STATUS_CLASS_LABELS: Record<RecordedStatusClass, string> = {
  '2xx': '2xx success',
  '3xx': '3xx redirect',
  '4xx': '4xx client error',
  '5xx': '5xx server error',
  errors: 'Errors (4xx and 5xx)',
};

/** The search box's text and its setter, held by the tab. */
export interface SearchText {
  text: string;
  setText(text: string): void;
}

export function useCacheSearch() {
  const setFilter = useAnalysis((state) => state.setFilter);
  return useDebouncedCallback((text: string) => void setFilter('text', text), SEARCH_PAUSE_MS);
}

export function CacheFilterBar({ search, text, setText }: SearchText & { search: ReturnType<typeof useCacheSearch> }) {
  const filters = useAnalysis((state) => state.filters);
  const recorded = useAnalysis((state) => state.environments);
  const setFilter = useAnalysis((state) => state.setFilter);
  return (
    <div className="analysis-filters" role="group" aria-label="Filters">
      <div
        className="analysis-search"
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Method, URL, status, body"
          value={text}
          onChange={(value) => {
            setText(value);
            search(value);
          }}
        />
      </div>
      <SelectField
        label="Environment"
        value={filters.environment}
        onChange={(value) => void setFilter('environment', value)}
      >
        <option value="">All environments</option>
        {environmentChoices(recorded).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Method" value={filters.method} onChange={(value) => void setFilter('method', value)}>
        <option value="">All methods</option>
        {FILTER_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status class"
        value={filters.statusClass}
        onChange={(value) => void setFilter('statusClass', value as RecordedStatusClass | '')}
      >
        <option value="">All classes</option>
        {RECORDED_STATUS_CLASSES.map((statusClass) => (
          <option key={statusClass} value={statusClass}>
            {STATUS_CLASS_LABELS[statusClass]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={filters.status} onChange={(value) => void setFilter('status', value)}>
        <option value="">All statuses</option>
        {FILTER_STATUSES.map((status) => (
          <option key={status} value={String(status)}>
            {status}
          </option>
        ))}
      </SelectField>
      <TextField label="From" type="date" value={filters.from} onChange={(value) => void setFilter('from', value)} />
      <TextField label="To" type="date" value={filters.to} onChange={(value) => void setFilter('to', value)} />
    </div>
  );
}

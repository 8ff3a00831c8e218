// The filter box at the top of a sidebar panel (collections, history).
import { Search } from 'lucide-react';

interface PanelFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

export function PanelFilter({ label, value, onChange }: PanelFilterProps) {
  return (
    <label className="panel-filter">
      <Search size={14} aria-hidden="true" className="muted" />
      <input
        className="panel-filter-input"
        type="search"
        aria-label={label}
        placeholder="Filter"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

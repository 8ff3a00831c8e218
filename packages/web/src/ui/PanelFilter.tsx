// The filter box at the top of a sidebar panel (collections, history).
import { Search } from 'lucide-react';

interface PanelFilterProps {
  label: string;
  value: string;
  /** What the empty box says: 'Filter' unless it searches more than names. */
  placeholder?: string;
  onChange(value: string): void;
}

export function PanelFilter({ label, value, onChange, placeholder = 'Filter' }: PanelFilterProps) {
  return (
    <label className="panel-filter">
      <Search size={14} aria-hidden="true" className="muted" />
      <input
        className="panel-filter-input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

// One theme: its colours, Apply (not for the theme already active), clone, and edit and delete
// (not for defaults).
import { THEME_COLOR_KEYS, type Theme } from '@courier/core';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button.js';

export interface ThemeCardProps {
  theme: Theme;
  active: boolean;
  onApply: () => void;
  onClone: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ThemeCard({ theme, active, onApply, onClone, onEdit, onDelete }: ThemeCardProps) {
  return (
    <article className="collab-card theme-card" aria-label={theme.name} data-active={active}>
      <div className="theme-swatches" aria-hidden="true">
        {THEME_COLOR_KEYS.map((key) => (
          <span key={key} className="theme-swatch" style={{ background: theme.colors[key] }} />
        ))}
      </div>
      <h3>
        {theme.name}
        {active ? <span className="theme-active-badge">Active</span> : null}
      </h3>
      <p className="muted">
        {theme.type === 'dark' ? 'Dark' : 'Light'}
        {theme.isDefault ? ' · Default' : ''}
        {theme.description ? ` · ${theme.description}` : ''}
      </p>
      <div className="theme-card-actions">
        <Button variant="primary" size="sm" isDisabled={active} onPress={onApply}>
          Apply
        </Button>
        <Button size="sm" icon={<Copy size={14} />} aria-label={`Clone ${theme.name}`} onPress={onClone} />
        {theme.isDefault ? null : (
          <>
            <Button size="sm" icon={<Pencil size={14} />} aria-label={`Edit ${theme.name}`} onPress={onEdit} />
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 size={14} />}
              aria-label={`Delete ${theme.name}`}
              onPress={onDelete}
            />
          </>
        )}
      </div>
    </article>
  );
}

import {
  Decoration,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/** `{{name}}` exactly as core's findPlaceholders scans it (Postman's rule: no brace inside). */
const PLACEHOLDER = /\{\{([^{}]*?)\}\}/g;

const known = Decoration.mark({ class: 'cm-variable' });
const unknown = Decoration.mark({
  class: 'cm-variable cm-variable-unknown',
  attributes: { title: 'Undefined variable' },
});

/**
 * Marks `{{variables}}` in an editor, the ones that resolve differently from the ones that do not
 * (unknown variables stand out). Rebuild the extension when the known names change.
 */
export function variableHighlight(isKnown: (name: string) => boolean) {
  const decorator = new MatchDecorator({
    regexp: PLACEHOLDER,
    decoration: (match) => (isKnown(match[1] ?? '') ? known : unknown),
  });
  return [
    ViewPlugin.fromClass(
      class {
        decorations: DecorationSet;
        constructor(view: EditorView) {
          this.decorations = decorator.createDeco(view);
        }
        update(update: ViewUpdate) {
          this.decorations = decorator.updateDeco(update, this.decorations);
        }
      },
      { decorations: (plugin) => plugin.decorations },
    ),
    EditorView.baseTheme({
      '.cm-variable': {
        color: 'var(--color-variable)',
        backgroundColor: 'var(--color-variable-bg)',
        borderRadius: '3px',
      },
      '.cm-variable-unknown': {
        color: 'var(--color-variable-error)',
        backgroundColor: 'var(--color-variable-error-bg)',
        textDecoration: 'underline wavy',
        textDecorationThickness: '1px',
      },
    }),
  ];
}

import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { EditorState, EditorView, keymap, Prec, type Extension } from '@uiw/react-codemirror';
import CodeMirror from '@uiw/react-codemirror';
import { graphql } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';
import { useMemo } from 'react';
import { useResolvedTheme } from './theme.js';
import { variableHighlight } from './variableHighlight.js';

export type EditorMode = 'json' | 'javascript' | 'graphql' | 'text';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  mode: EditorMode;
  /** Accessible name of the editing area. */
  label: string;
  /** When given, `{{variables}}` are highlighted and unknown ones marked. */
  isKnownVariable?: (name: string) => boolean;
  /** A schema for GraphQL completion and validation. */
  graphqlSchema?: GraphQLSchema;
  readOnly?: boolean;
  /** One line, no gutter: the URL field. Enter runs `onEnter`. */
  singleLine?: boolean;
  onEnter?: () => void;
  minHeight?: string;
  maxHeight?: string;
  height?: string;
  placeholder?: string;
  className?: string;
}

const sharedTheme = Prec.highest(
  EditorView.theme({
    '&': { backgroundColor: 'var(--color-bg)', color: 'var(--color-text)', fontSize: 'var(--font-size)' },
    '.cm-content': { fontFamily: 'var(--font-mono)', caretColor: 'var(--color-text)' },
    '.cm-gutters': {
      backgroundColor: 'var(--color-surface)',
      color: 'var(--color-muted)',
      borderRight: '1px solid var(--color-border)',
    },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
    '&.cm-focused': { outline: 'none' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--color-selection)' },
  }),
);

// A URL is one line: newlines pasted into it are dropped rather than rejecting the paste.
const singleLineSetup: Extension = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || tr.newDoc.lines === 1) return tr;
  const joined = tr.newDoc.toString().replace(/\r?\n/g, '');
  return [tr, { changes: { from: 0, to: tr.newDoc.length, insert: joined }, sequential: true }];
});

function languageFor(mode: EditorMode, schema: GraphQLSchema | undefined): Extension[] {
  if (mode === 'json') return [json()];
  if (mode === 'javascript') return [javascript()];
  if (mode === 'graphql') return [graphql(schema)];
  return [];
}

/** CodeMirror with the app's look, a language, `{{variable}}` marks and search/folding (UI.md "Editors"). */
export function CodeEditor({
  value,
  onChange,
  mode,
  label,
  isKnownVariable,
  graphqlSchema,
  readOnly = false,
  singleLine = false,
  onEnter,
  minHeight,
  maxHeight,
  height,
  placeholder,
  className,
}: CodeEditorProps) {
  const theme = useResolvedTheme();
  const extensions = useMemo(() => {
    const list: Extension[] = [sharedTheme, ...languageFor(mode, graphqlSchema)];
    list.push(EditorView.contentAttributes.of({ 'aria-label': label }));
    if (isKnownVariable) list.push(variableHighlight(isKnownVariable));
    if (singleLine) {
      list.push(singleLineSetup);
      list.push(
        Prec.highest(
          keymap.of([
            {
              key: 'Enter',
              run: () => {
                onEnter?.();
                return true;
              },
            },
          ]),
        ),
      );
    } else {
      list.push(EditorView.lineWrapping);
    }
    return list;
  }, [mode, graphqlSchema, label, isKnownVariable, singleLine, onEnter]);

  return (
    <CodeMirror
      className={`code-editor ${singleLine ? 'code-editor-single' : ''} ${className ?? ''}`}
      value={value}
      onChange={onChange}
      theme={theme}
      extensions={extensions}
      readOnly={readOnly}
      editable={!readOnly}
      placeholder={placeholder}
      minHeight={minHeight}
      maxHeight={maxHeight}
      height={height}
      indentWithTab={!singleLine}
      basicSetup={
        singleLine
          ? {
              lineNumbers: false,
              foldGutter: false,
              highlightActiveLine: false,
              highlightActiveLineGutter: false,
              autocompletion: false,
              searchKeymap: false,
            }
          : { highlightActiveLine: false }
      }
    />
  );
}

import { json } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorState, EditorView, keymap, Prec, type Extension } from '@uiw/react-codemirror';
import CodeMirror from '@uiw/react-codemirror';
import type { GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useState } from 'react';
import { useResolvedTheme } from './theme.js';
import { themeHighlighting } from './themeHighlighting.js';
import { variableHighlight } from './variableHighlight.js';

type EditorMode = 'json' | 'javascript' | 'graphql' | 'text';

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
  /** Checks the text as it changes; the editor marks the problem it answers (a warning, not a block). */
  findProblem?: (text: string) => EditorProblem | undefined;
}

export interface EditorProblem {
  /** Offset of the problem in the text. */
  at: number;
  message: string;
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

/**
 * The editor's language. JSON is at hand; JavaScript (scripts) and GraphQL load when an editor
 * first needs them, so their parsers stay out of the JavaScript the workbench starts with. Until
 * then the editor works as plain text.
 */
function useLanguage(mode: EditorMode, schema: GraphQLSchema | undefined): Extension[] {
  const [loaded, setLoaded] = useState<{ mode: EditorMode; schema?: GraphQLSchema; extensions: Extension[] }>();
  useEffect(() => {
    let current = true;
    const load = async (): Promise<Extension[]> => {
      if (mode === 'javascript') return [(await import('@codemirror/lang-javascript')).javascript()];
      if (mode === 'graphql') return [(await import('cm6-graphql')).graphql(schema)];
      return [];
    };
    if (mode === 'javascript' || mode === 'graphql') {
      void load().then((extensions) => {
        if (current) setLoaded({ mode, ...(schema ? { schema } : {}), extensions });
      });
    }
    return () => {
      current = false;
    };
  }, [mode, schema]);
  return useMemo(() => {
    if (mode === 'json') return [json()];
    return loaded?.mode === mode && loaded.schema === schema ? loaded.extensions : [];
  }, [mode, schema, loaded]);
}

function problemLinter(findProblem: (text: string) => EditorProblem | undefined): Extension[] {
  return [
    linter(
      (view) => {
        const problem = findProblem(view.state.doc.toString());
        if (!problem) return [];
        // A mark needs a character: at the very end, it takes the one before.
        const from = Math.max(0, Math.min(problem.at, view.state.doc.length - 1));
        const to = Math.min(from + 1, view.state.doc.length);
        return [{ from, to, severity: 'error', message: problem.message }];
      },
      { delay: 300 },
    ),
    lintGutter(),
  ];
}

/** CodeMirror with the app's look, a language, `{{variable}}` marks and search/folding. */
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
  findProblem,
}: CodeEditorProps) {
  const theme = useResolvedTheme();
  const language = useLanguage(mode, graphqlSchema);
  const extensions = useMemo(() => {
    const list: Extension[] = [sharedTheme, Prec.highest(themeHighlighting), ...language];
    list.push(EditorView.contentAttributes.of({ 'aria-label': label }));
    if (isKnownVariable) list.push(variableHighlight(isKnownVariable));
    if (findProblem) list.push(...problemLinter(findProblem));
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
  }, [language, label, isKnownVariable, singleLine, onEnter, findProblem]);

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

// The coloured method label of tree rows and history entries.
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method method-badge method-${method}`}>{method === 'DELETE' ? 'DEL' : method}</span>;
}

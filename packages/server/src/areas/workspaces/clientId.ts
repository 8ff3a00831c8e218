// The id the creating browser gave what it made, told back in the created event: the server gives
// every row an id of its own, and the event can reach that browser before the reply does, so this is
// how it knows the new row is the one it shows as pending rather than a teammate's.
export function clientIdOf(made: { id?: unknown }): { clientId?: string } {
  return typeof made.id === 'string' && made.id !== '' ? { clientId: made.id } : {};
}

import { MapPinOff } from 'lucide-react';
import { Button } from '../ui/Button.js';
import { useShell } from '../shell/shellStore.js';

/** An address no view lives at: say so, rather than showing the Builder under the wrong address. */
export function NotFoundView() {
  const setView = useShell((state) => state.setView);
  return (
    <section className="not-found empty-state" aria-label="Page not found">
      <MapPinOff size={28} className="muted" />
      <h1>Page not found</h1>
      <p className="muted">
        Nothing lives at <span className="mono">{window.location.pathname}</span>.
      </p>
      <Button variant="primary" onPress={() => setView('builder')}>
        Go to the Builder
      </Button>
    </section>
  );
}

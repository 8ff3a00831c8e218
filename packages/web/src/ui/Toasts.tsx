import { X } from 'lucide-react';
import { Button } from './Button.js';
import { useToasts } from './toasts.js';

/** Bottom-right stack of transient messages, announced politely to screen readers. */
export function Toasts() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`}>
          <span>{item.message}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Dismiss"
            onPress={() => dismiss(item.id)}
            icon={<X size={14} />}
          />
        </div>
      ))}
    </div>
  );
}

import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useShell } from '../../shell/shellStore.js';
import { Button } from '../../ui/Button.js';

export interface AccountRequiredProps {
  /** The view's name, e.g. 'Team Collaboration'. */
  title: string;
  /** Why this view needs an account, in a sentence. */
  children: ReactNode;
}

/** What a view shared with other people shows to someone signed out: why, and the way in. */
export function AccountRequired({ title, children }: AccountRequiredProps) {
  const setView = useShell((state) => state.setView);
  return (
    <section className="empty-state account-required" aria-label={title}>
      <LogIn size={28} className="muted" aria-hidden="true" />
      <h1>{title}</h1>
      <p className="muted">{children}</p>
      <Button variant="primary" onPress={() => setView('login')}>
        Sign In
      </Button>
    </section>
  );
}

import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** What Courier offers, beside the sign-in and register forms. */
const FEATURES = [
  'Build and send any HTTP or GraphQL request',
  'Collections, folders and environments with variables',
  'Pre-request and test scripts, collection runs',
  'Import Postman collections and cURL; export code in 39 languages',
  'Personal API keys for scripts and automation',
];

export interface AuthPageProps {
  title: string;
  subtitle: string;
  /** The failure of the last attempt, shown above the form. */
  error: string | null;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the login and register screens: the form card and the feature list. */
export function AuthPage({ title, subtitle, error, children, footer }: AuthPageProps) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-title">
          {title}
        </h1>
        <p className="auth-subtitle">{subtitle}</p>
        {error ? (
          <div className="form-alert" role="alert">
            {error}
          </div>
        ) : null}
        {children}
        <div className="auth-footer">{footer}</div>
      </section>
      <aside className="auth-features" aria-label="Features">
        <h2>Courier</h2>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Check size={16} aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

// The overview's own part: the statistics (computed from the product), the feature list, the
// quick links and 'Start Setup Guide'.
import { ArrowRight } from 'lucide-react';
import { STANDARD_METHODS, DEFAULT_THEMES } from '@courier/core';
import { navigate } from '../../lib/navigate.js';
import { Button } from '../../ui/Button.js';
import type { Catalog } from './catalog.js';
import { GuideLink } from './GuideLink.js';
import { docsPath } from './docsAddress.js';
import { FEATURE_AREAS } from './featureAreas.js';
import { AUTH_TYPE_COUNT } from './templateValues.js';

const SETUP_GUIDE = 'getting-started.setup';

const STATISTICS = [
  { label: 'Features', value: FEATURE_AREAS.length },
  { label: 'HTTP Methods', value: STANDARD_METHODS.length },
  { label: 'Auth Types', value: AUTH_TYPE_COUNT },
  { label: 'Themes', value: DEFAULT_THEMES.length },
];

export function OverviewLead({ catalog }: { catalog: Catalog }) {
  const quickLinks = catalog.pages.filter((page) => page.quickStart && page.address !== 'overview');
  return (
    <>
      <dl className="docs-stats" aria-label="Courier in numbers">
        {STATISTICS.map(({ label, value }) => (
          <div key={label} className="docs-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="docs-start">
        <Button variant="primary" icon={<ArrowRight size={16} />} onPress={() => navigate(docsPath(SETUP_GUIDE))}>
          Start Setup Guide
        </Button>
      </div>
      {quickLinks.length > 0 ? (
        <section className="docs-card" aria-label="Quick links">
          <h2 className="docs-card-title">Quick links</h2>
          <ul className="docs-quick-links">
            {quickLinks.map((page) => (
              <li key={page.address}>
                <GuideLink address={page.address}>{page.title}</GuideLink>
                <span className="muted">{page.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Features">
        <h2 className="docs-section-title">Features</h2>
        <ul className="docs-features">
          {FEATURE_AREAS.map((feature) => (
            <li key={feature.title}>
              <GuideLink address={feature.address}>{feature.title}</GuideLink>
              <span className="muted">{feature.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

// A section or subsection page: breadcrumbs, its header, prose, numbered steps, the named blocks
// (examples, tips, troubleshooting, expected results, actions), related topics and its progress.
import { useMemo, type ReactNode } from 'react';
import type { Catalog } from './catalog.js';
import { OVERVIEW_ADDRESS } from './docsAddress.js';
import { GuideLink } from './GuideLink.js';
import { pageBodyOf } from './markdownBlocks.js';
import { MarkdownView } from './MarkdownView.js';
import { PageToolbar } from './PageToolbar.js';
import type { DocPage } from './parsePage.js';
import { ProgressCard } from './ProgressCard.js';
import { progressOf, stepKey, stepKeysOf } from './progress.js';
import { readingTimeOf } from './readingTime.js';
import { StepCard } from './StepCard.js';
import { useDocsProgress } from './useDocsProgress.js';

const DIFFICULTY_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

function DifficultyBadge({ difficulty }: { difficulty: DocPage['difficulty'] }) {
  return <span className={`docs-badge docs-badge-${difficulty}`}>{DIFFICULTY_LABELS[difficulty]}</span>;
}

export interface DocPageViewProps {
  page: DocPage;
  catalog: Catalog;
  /** The whole guide's share done after a completion, stored with it. */
  guidePercent: (completed: ReadonlySet<string>) => number;
  /** Shown between the header and the prose: the overview's statistics and feature list. */
  lead?: ReactNode;
}

export function DocPageView({ page, catalog, guidePercent, lead }: DocPageViewProps) {
  const body = useMemo(() => pageBodyOf(page.body), [page.body]);
  const completedSteps = useDocsProgress((state) => state.completedSteps);
  const ratings = useDocsProgress((state) => state.ratings);
  const complete = useDocsProgress((state) => state.complete);
  const rate = useDocsProgress((state) => state.rate);
  const completed = useMemo(() => new Set(completedSteps), [completedSteps]);
  const progress = progressOf(stepKeysOf([page]), completed);
  const section = catalog.byAddress.get(page.section);
  const related = page.related.flatMap((address) => {
    const target = catalog.byAddress.get(address);
    return target ? [target] : [];
  });

  return (
    <article className="docs-page" aria-labelledby="docs-page-title">
      <nav className="docs-breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <GuideLink address={OVERVIEW_ADDRESS}>Documentation</GuideLink>
          </li>
          {section && page.subsection ? (
            <li>
              <GuideLink address={section.address}>{section.title}</GuideLink>
            </li>
          ) : null}
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <header className="docs-page-header">
        <h1 id="docs-page-title">{page.title}</h1>
        <p className="docs-summary">{page.summary}</p>
        <div className="docs-meta">
          <DifficultyBadge difficulty={page.difficulty} />
          <span className="muted">{readingTimeOf(page)}</span>
        </div>
        <PageToolbar address={page.address} title={page.title} />
      </header>
      {lead}
      <MarkdownView pieces={body.prose} />
      {page.steps.length > 0 ? (
        <section aria-label="Steps">
          <h2 className="docs-section-title">Steps</h2>
          <ol className="docs-steps">
            {page.steps.map((step, index) => {
              const key = stepKey(page.address, step.id);
              return (
                <StepCard
                  key={key}
                  step={step}
                  number={index + 1}
                  completed={completed.has(key)}
                  rating={ratings[key]}
                  onComplete={() => complete(key, guidePercent)}
                  onRate={(stars) => rate(key, stars)}
                />
              );
            })}
          </ol>
        </section>
      ) : null}
      {body.blocks.map((block, index) => (
        <section key={index} className={`docs-card docs-block docs-block-${block.kind}`} aria-label={block.title}>
          <h2 className="docs-card-title">{block.title}</h2>
          <MarkdownView pieces={block.pieces} />
        </section>
      ))}
      {related.length > 0 ? (
        <section className="docs-card" aria-label="Related topics">
          <h2 className="docs-card-title">Related topics</h2>
          <ul className="docs-related">
            {related.map((target) => (
              <li key={target.address}>
                <GuideLink address={target.address}>{target.title}</GuideLink>
                <span className="muted"> — {target.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.steps.length > 0 ? <ProgressCard progress={progress} /> : null}
    </article>
  );
}

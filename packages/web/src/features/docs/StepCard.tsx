import { CheckCircle2, Play } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../ui/Button.js';
import { CodeBlock } from './CodeBlock.js';
import { markdownPieces } from './markdownBlocks.js';
import { MarkdownView } from './MarkdownView.js';
import type { Step } from './pageSchema.js';
import { StarRating } from './StarRating.js';
import { openTryIt } from './tryIt.js';
import { useStepCheck } from './useStepCheck.js';

export interface StepCardProps {
  step: Step;
  number: number;
  completed: boolean;
  rating: number | undefined;
  onComplete: () => void;
  onRate: (stars: number) => void;
}

/** One numbered step: what to do, its code and Try it, what to expect, completion and rating. */
export function StepCard({ step, number, completed, rating, onComplete, onRate }: StepCardProps) {
  const body = useMemo(() => markdownPieces(step.body), [step.body]);
  const checkHolds = useStepCheck(step.check, !completed);
  return (
    <li className={`docs-step${completed ? ' docs-step-done' : ''}`} aria-label={`Step ${number}: ${step.title}`}>
      <div className="docs-step-number" aria-hidden="true">
        {completed ? <CheckCircle2 size={18} /> : number}
      </div>
      <div className="docs-step-content">
        <h3 className="docs-step-title">{step.title}</h3>
        <MarkdownView pieces={body} />
        {step.code ? <CodeBlock language={step.code.language} text={step.code.text} /> : null}
        {step.tryIt ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Play size={14} />}
            onPress={() => openTryIt(step.tryIt!, step.title)}
            aria-label={`Try it: ${step.title}`}
          >
            Try it
          </Button>
        ) : null}
        {step.expected ? (
          <p className="docs-expected">
            <strong>Expected result:</strong> {step.expected}
          </p>
        ) : null}
        <div className="docs-step-footer">
          {completed ? (
            <span className="docs-step-completed">
              <CheckCircle2 size={14} aria-hidden="true" /> Completed
            </span>
          ) : (
            <>
              <Button size="sm" variant={checkHolds ? 'primary' : 'secondary'} onPress={onComplete}>
                {checkHolds ? 'Mark as complete — done' : 'Mark as Complete'}
              </Button>
              {checkHolds ? <span className="docs-step-check">Courier sees this step done</span> : null}
            </>
          )}
          <StarRating value={rating} onRate={onRate} />
        </div>
      </div>
    </li>
  );
}

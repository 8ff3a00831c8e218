import { Star } from 'lucide-react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { RATING_MAX } from './docsProgressStore.js';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** 'Was this helpful?' with one to five stars; the choice can be changed. */
export function StarRating({ value, onRate }: { value: number | undefined; onRate: (stars: number) => void }) {
  return (
    <RadioGroup
      className="docs-rating"
      orientation="horizontal"
      value={value === undefined ? null : String(value)}
      onChange={(stars) => onRate(Number(stars))}
    >
      <Label className="docs-rating-label">Was this helpful?</Label>
      <div className="docs-rating-stars">
        {STARS.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
            className={`docs-star${value !== undefined && stars <= value ? ' docs-star-on' : ''}`}
          >
            <Star size={16} aria-hidden="true" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

import { passwordStrength } from '@courier/core';

const SEGMENTS = [1, 2, 3, 4, 5];

/** The register form's meter: core's score (0–5) and label, as the server judges it. */
export function StrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className={`strength strength-${score}`}>
      <div
        className="strength-bar"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        {SEGMENTS.map((segment) => (
          <span key={segment} className={segment <= score ? 'strength-on' : ''} />
        ))}
      </div>
      <span className="strength-label">{label}</span>
    </div>
  );
}

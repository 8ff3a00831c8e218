// The password strength rule, shared by the register form's meter and the server,
// so both judge a password the same way.

type PasswordStrengthLabel = 'Very Weak' | 'Weak' | 'Good' | 'Strong' | 'Excellent';

export interface PasswordStrength {
  /** 0 to 5: one point each for length ≥ 8, a lowercase letter, an uppercase letter, a digit, a special character. */
  score: number;
  label: PasswordStrengthLabel;
}

/** Registration refuses passwords scoring less than this. */
export const MIN_PASSWORD_SCORE = 3;

const LABELS: readonly PasswordStrengthLabel[] = ['Very Weak', 'Very Weak', 'Weak', 'Good', 'Strong', 'Excellent'];

export function passwordStrength(password: string): PasswordStrength {
  const checks = [password.length >= 8, /[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].map((check) =>
    typeof check === 'boolean' ? check : check.test(password),
  );
  const score = checks.filter(Boolean).length;
  return { score, label: LABELS[score] ?? 'Very Weak' };
}

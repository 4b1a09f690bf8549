import { passwordStrength } from '../lib/password-strength';
import { SIGNUP_TEXT } from '../signup-texts';

/** docs/product.md#s4: three bars and a word; nothing for an empty password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!strength) return null;
  const tone = strength.label.toLowerCase();
  return (
    <div className={`strength strength--${tone}`}>
      <div className="strength__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={bar <= strength.score ? 'strength__bar strength__bar--on' : 'strength__bar'}
          />
        ))}
      </div>
      <span className="strength__label">
        {SIGNUP_TEXT.strengthLabel} <strong>{strength.label}</strong>
      </span>
    </div>
  );
}

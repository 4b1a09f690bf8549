/** docs/product.md#s4's password-strength meter. */
export type PasswordStrength =
  | { label: 'Weak'; score: 1 }
  | { label: 'Fair'; score: 2 }
  | { label: 'Good'; score: 2 }
  | { label: 'Strong'; score: 3 };

/** Null for an empty password (the meter shows nothing). Length counts characters, not bytes. */
export function passwordStrength(password: string): PasswordStrength | null {
  const length = Array.from(password).length;
  if (length === 0) return null;
  if (length < 6) return { label: 'Weak', score: 1 };
  if (length < 8) return { label: 'Fair', score: 2 };
  const mixed = /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return mixed ? { label: 'Strong', score: 3 } : { label: 'Good', score: 2 };
}

import type { AuthUser } from './firebase';

/** docs/product.md#s2: greet by display name, else by the part of the email before the @. */
export function greetingName(user: AuthUser | null): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'there';
}

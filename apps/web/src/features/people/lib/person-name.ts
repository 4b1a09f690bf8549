import { PEOPLE_LIMITS } from '@styleprint/contracts';
import { PEOPLE_TEXT } from '../texts';

/** The name field's rule, checked before anything is sent; null when the name is fine. */
export function validatePersonName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PEOPLE_TEXT.form.nameRequired;
  if (trimmed.length > PEOPLE_LIMITS.nameMaxChars)
    return PEOPLE_TEXT.form.nameTooLong(PEOPLE_LIMITS.nameMaxChars);
  return null;
}

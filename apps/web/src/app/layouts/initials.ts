/** docs/product.md#s9: the first letters of up to two words of the display name ("User" when there is none). */
export function initialsOf(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export const FALLBACK_DISPLAY_NAME = 'User';

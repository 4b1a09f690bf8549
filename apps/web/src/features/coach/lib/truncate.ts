import { LIMITS } from '@styleprint/contracts';

/**
 * docs/product.md#s9: long sample texts are cut at 80 characters with an ellipsis. Runs of white space
 * (the line breaks of a chat) become one space first, so the preview reads as one line.
 */
export function truncatePreview(text: string, max: number = LIMITS.sampleTruncateChars): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}...` : oneLine;
}

/**
 * docs/product.md#s5-7 "File upload": which files the analysis box accepts, and reading one as text.
 * docs/decisions/0061 says why the problems show in an alert region rather than window.alert.
 */
import { LIMITS } from '@styleprint/contracts';
import { COACH_TEXT } from '../texts';

/**
 * Only plain text. Some systems give a .txt file no MIME type at all, so an empty type with a
 * .txt name counts as plain text too; a file the browser calls anything else does not.
 */
function isPlainTextFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type === 'text/plain') return true;
  return file.type === '' && file.name.toLowerCase().endsWith('.txt');
}

/** The spec's alert for a file the box does not take, or null when it may be read. */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isPlainTextFile(file)) return COACH_TEXT.upload.notText;
  // "Under 1MB": a file of exactly 1 MiB is already too large.
  if (file.size >= LIMITS.uploadMaxBytes) return COACH_TEXT.upload.tooLarge;
  return null;
}

/** Reads a file as UTF-8 text (FileReader: every browser we support has it, and so does jsdom). */
export function readTextFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file was not read as text'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

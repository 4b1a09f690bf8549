/**
 * Fills {slot}s in a typed text. A slot without a value, or with an empty one, is a bug in the
 * content or the caller, so it throws rather than printing a gap to the user.
 */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key];
    if (value === undefined || value.trim() === '') {
      throw new Error(`The slot {${key}} has no value in: ${template}`);
    }
    return value;
  });
}

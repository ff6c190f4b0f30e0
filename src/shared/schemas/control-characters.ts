/**
 * Characters no text field may hold: C0 controls except tab, line feed and carriage return, and
 * DEL. PostgreSQL cannot store U+0000 in text at all; the others are never typed by a person and
 * only serve to disguise text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

export const controlCharactersMessage = (label: string) =>
  `${label} contains a control character (such as U+0000) that cannot be stored. Remove it and try again.`;

const MAX_DEPTH = 64;

/** The dotted path of the first string (key or value) in parsed JSON that holds a control character. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return itemPath;
    const found = findControlCharacter(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

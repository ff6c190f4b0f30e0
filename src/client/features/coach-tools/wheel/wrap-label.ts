/**
 * Splits an area's name into lines of at most `max` characters at spaces (a longer word keeps its
 * own line), so the radar shows every name in full instead of cutting it short.
 */
export function wrapLabel(text: string, max: number) {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

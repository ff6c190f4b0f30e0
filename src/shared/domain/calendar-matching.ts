/**
 * How an event's title is read (issue 27): titles to ignore, the word that marks coaching
 * events, a client's name in the title, and the name a new client would get. Pure, so the server
 * (in the worker that reads calendars) and the page say the same.
 */

/** Lower case, accents and punctuation gone, single spaces: 'Café – Zoë' → 'cafe zoe'. */
export function foldText(text: string) {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `phrase` appears in `text` as whole words, whatever the case, accents or punctuation. */
export function containsWords(text: string, phrase: string) {
  const wanted = foldText(phrase);
  return wanted !== '' && ` ${foldText(text)} `.includes(` ${wanted} `);
}

export const isIgnoredTitle = (title: string, ignoredTitles: readonly string[]) =>
  ignoredTitles.some((ignored) => containsWords(title, ignored));

export const hasCoachingWord = (title: string, coachingWord: string | null) =>
  coachingWord !== null && containsWords(title, coachingWord);

interface NamedClient {
  id: string;
  name: string;
}

/**
 * The client whose name the title holds, as whole words; the longest name wins ('Ann Lee' over
 * 'Ann'), and two different clients with an equally long name in the title give none.
 */
export function clientNamedInTitle<T extends NamedClient>(title: string, clients: readonly T[]): T | null {
  const folded = ` ${foldText(title)} `;
  let best: T | null = null;
  let bestLength = 0;
  let tie = false;
  for (const client of clients) {
    const name = foldText(client.name);
    if (name.length < 2 || !folded.includes(` ${name} `)) continue;
    if (name.length > bestLength) {
      best = client;
      bestLength = name.length;
      tie = false;
    } else if (name.length === bestLength && best?.id !== client.id) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** Words a booking tool or a coach puts around a client's name in an event's title. */
const FRAME_WORDS = new Set([
  'coaching',
  'coach',
  'session',
  'sessions',
  'call',
  'meeting',
  'with',
  'and',
  'for',
  'the',
  'a',
  'an',
  'of',
  'chemistry',
  'intro',
  'introductory',
  'discovery',
  'follow',
  'up',
  'online',
  'zoom',
  'teams',
  'meet',
  'video',
  'phone',
  '1',
  '1on1',
  '121',
  'one',
  'to',
  'on',
  'x',
]);

/** Words of a title that say the event is the coach's own practice, not a client's session. */
const OWN_PRACTICE_WORDS = new Set([
  'supervision',
  'supervisor',
  'mentoring',
  'mentor',
  'training',
  'workshop',
  'webinar',
  'conference',
  'course',
  'cpd',
]);

/**
 * The name a new client would get from a title ('Coaching – Priya Shah' → 'Priya Shah'): the title
 * without the coaching word and the usual framing words; null when nothing like a name is left,
 * or when the title is the coach's own supervision, mentoring or training ('Supervision with Jo').
 */
export function nameFromTitle(title: string, coachingWord: string | null): string | null {
  const skip = new Set(coachingWord ? foldText(coachingWord).split(' ') : []);
  if (
    foldText(title)
      .split(/[^\p{L}]+/u)
      .some((word) => OWN_PRACTICE_WORDS.has(word))
  )
    return null;
  const words = title
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/[\s\-–—:|/\\,;<>+&@·•]+/u)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'’.]+$/gu, ''))
    .filter((word) => word !== '' && /\p{L}/u.test(word))
    .filter((word) => !FRAME_WORDS.has(foldText(word)) && !skip.has(foldText(word)));
  const name = words.join(' ').trim();
  if (name.length < 2 || name.length > 80 || words.length > 4) return null;
  return name;
}

/**
 * Words an attacker guessing a coach's password would try first (ASVS 6.1.2): the product's name
 * and what it is about. Lower case, letters only.
 */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set([
  'coach',
  'coaches',
  'coaching',
  'coachlogbook',
  'logbook',
  'client',
  'clients',
  'session',
  'sessions',
  'supervision',
  'supervisor',
  'mentor',
  'mentoring',
  'accreditation',
  'accredited',
  'icf',
  'emcc',
  'acc',
  'pcc',
  'mcc',
  'cpd',
]);

/**
 * True when, once its digits and symbols are set aside, the password is one or two of these
 * words: "Coaching2024!" or "ICFcoach1" pass the length and character rules but are guessed early.
 */
export function isMostlyContextWords(password: string) {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (CONTEXT_WORDS.has(letters)) return true;
  for (let split = 1; split < letters.length; split += 1) {
    if (CONTEXT_WORDS.has(letters.slice(0, split)) && CONTEXT_WORDS.has(letters.slice(split))) return true;
  }
  return false;
}

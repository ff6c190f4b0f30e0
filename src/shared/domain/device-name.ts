const BROWSERS: [RegExp, string][] = [
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|HeadlessChrome|Chromium|CriOS)\//, 'Chrome'],
];

/** Safari says 'Version/17.1 ... Safari/605': two linear searches, not one pattern that backtracks. */
const SAFARI = /\bSafari\//g;
const isSafari = (text: string) => {
  const version = text.search(/\bVersion\/[\d.]/);
  if (version < 0) return false;
  SAFARI.lastIndex = version;
  return SAFARI.test(text);
};

/** Longer than any real browser's; stored User-Agents are cut to it too (S/lib/security/user-agent-length.ts). */
export const MAX_USER_AGENT_LENGTH = 512;

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome on Windows' from a user agent: enough for a coach to recognise their own devices. */
export function deviceName(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  const browser = first(BROWSERS, text) ?? (isSafari(text) ? 'Safari' : undefined);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

import { describe, expect, it } from 'vitest';
import { nameFromTitle } from './calendar-matching';

describe("a new client's name from an event's title", () => {
  it.each([
    ['Coaching – Priya Shah', 'Priya Shah'],
    ['Session with Tom Baker (Zoom)', 'Tom Baker'],
    ['Chemistry call: Ana María López', 'Ana María López'],
  ])('%s → %s', (title, name) => {
    expect(nameFromTitle(title, null)).toBe(name);
  });

  it("leaves out the coach's own supervision, mentoring and training, which are no client's session", () => {
    for (const title of ['Supervision with Jo', 'Mentor coaching – Sam Lee', 'ICF webinar', 'CPD: ethics workshop']) {
      expect(nameFromTitle(title, null), title).toBeNull();
    }
  });

  it('leaves out the word that marks coaching events, and gives no name when none is left', () => {
    expect(nameFromTitle('Kickoff Ruth Ade', 'Kickoff')).toBe('Ruth Ade');
    expect(nameFromTitle('Coaching session', null)).toBeNull();
  });
});

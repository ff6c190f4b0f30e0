import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from './control-characters';
import { credentialInputSchema } from './credentials';
import { educationRecordInputSchema as educationFor } from './education';
import { feedbackEntryInputSchema } from './feedback';
import { mentorCoachingSessionInputSchema as mentoringFor } from './mentor-coaching';
import { serverDateSense } from '../domain/plausible-dates';
import { profileInputSchema } from './profile';

// As an import reads them: these tests are about the fields, not about the age of their dates.
const sense = serverDateSense(new Date('2026-11-27T12:00:00Z'), null, false);
const educationRecordInputSchema = educationFor(sense);
const mentorCoachingSessionInputSchema = mentoringFor(sense);

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

const education = {
  programmeName: 'Coaching Essentials',
  provider: 'Academy',
  kind: 'icf_level_1',
  startDate: '2024-01-10',
  endDate: '',
  totalHours: '62.5',
  synchronousHours: '40',
  certificateReference: '',
};

const mentoring = {
  mentorName: 'Ana Mentor',
  mentorEmail: '',
  mentorCredential: 'mcc',
  date: '2025-03-01',
  duration: '60',
  format: 'one_to_one',
  groupSize: '',
  notes: '',
};

describe('education records', () => {
  it('reads form text into numbers and nulls', () => {
    expect(educationRecordInputSchema.parse(education)).toMatchObject({
      endDate: null,
      totalHours: 62.5,
      synchronousHours: 40,
      certificateReference: null,
    });
  });

  it('refuses more synchronous hours than total hours, and an end before the start', () => {
    expect(
      messages(educationRecordInputSchema.safeParse({ ...education, synchronousHours: 63, endDate: '2023-12-31' })),
    ).toEqual([
      'Synchronous hours cannot be more than the total hours',
      'The end date cannot be before the start date',
    ]);
  });

  it('refuses NUL, other control characters, huge text and booleans for numbers', () => {
    expect(messages(educationRecordInputSchema.safeParse({ ...education, provider: 'A\u0000B' }))).toEqual([
      controlCharactersMessage('Provider'),
    ]);
    expect(educationRecordInputSchema.safeParse({ ...education, certificateReference: 'x\u0007' }).success).toBe(false);
    expect(educationRecordInputSchema.safeParse({ ...education, programmeName: 'x'.repeat(201) }).success).toBe(false);
    expect(messages(educationRecordInputSchema.safeParse({ ...education, totalHours: true }))).toEqual([
      'Total hours must be a number',
    ]);
    expect(messages(educationRecordInputSchema.safeParse({ ...education, totalHours: '' }))).toEqual([
      'Total hours must be a number',
    ]);
  });
});

describe('mentor coaching', () => {
  it('needs a group size of 2 to 10 for a group, and drops it one-to-one', () => {
    expect(mentorCoachingSessionInputSchema.parse({ ...mentoring, groupSize: '4' }).groupSize).toBeNull();
    expect(mentorCoachingSessionInputSchema.parse({ ...mentoring, format: 'group', groupSize: '10' }).groupSize).toBe(
      10,
    );
    expect(messages(mentorCoachingSessionInputSchema.safeParse({ ...mentoring, format: 'group' }))).toEqual([
      'Group size is required for group mentoring',
    ]);
    expect(
      messages(mentorCoachingSessionInputSchema.safeParse({ ...mentoring, format: 'group', groupSize: 11 })),
    ).toEqual(['Group size must be from 2 to 10']);
    expect(
      messages(mentorCoachingSessionInputSchema.safeParse({ ...mentoring, format: 'group', groupSize: 1 })),
    ).toEqual(['Group size must be from 2 to 10']);
  });

  it('keeps minutes whole and the e-mail valid', () => {
    expect(messages(mentorCoachingSessionInputSchema.safeParse({ ...mentoring, duration: '60.5' }))).toEqual([
      'Duration must be a whole number of minutes',
    ]);
    expect(messages(mentorCoachingSessionInputSchema.safeParse({ ...mentoring, mentorEmail: 'nope' }))).toEqual([
      'Please enter a valid email address',
    ]);
  });
});

describe('credentials held', () => {
  it('takes the body default expiry when none is given, and none when blank', () => {
    expect(credentialInputSchema.parse({ body: 'icf', level: 'pcc', awardedOn: '2024-02-29' }).expiresOn).toBe(
      '2027-02-28',
    );
    expect(
      credentialInputSchema.parse({ body: 'emcc', level: 'practitioner', awardedOn: '2024-05-01' }).expiresOn,
    ).toBe('2029-05-01');
    // AC renews every 3 years (docs/accreditation-rules.md, "AC").
    expect(credentialInputSchema.parse({ body: 'ac', level: 'coach', awardedOn: '2024-05-01' }).expiresOn).toBe(
      '2027-05-01',
    );
    expect(
      credentialInputSchema.parse({ body: 'icf', level: 'acc', awardedOn: '2024-05-01', expiresOn: '' }).expiresOn,
    ).toBeNull();
  });

  it('refuses a level the body does not award and an expiry before the award', () => {
    expect(
      messages(credentialInputSchema.safeParse({ body: 'icf', level: 'master', awardedOn: '2024-05-01' })),
    ).toEqual(['Please choose a level ICF awards']);
    expect(
      messages(
        credentialInputSchema.safeParse({
          body: 'icf',
          level: 'acc',
          awardedOn: '2024-05-01',
          expiresOn: '2024-05-01',
        }),
      ),
    ).toEqual(['The expiry date must be after the award date']);
  });
});

describe('feedback and reflections', () => {
  it('ties a client optionally and refuses NUL', () => {
    expect(
      feedbackEntryInputSchema.parse({ kind: 'reflection', date: '2025-01-02', clientId: '', content: 'x' }).clientId,
    ).toBeNull();
    expect(
      messages(feedbackEntryInputSchema.safeParse({ kind: 'reflection', date: '2025-01-02', content: 'a\u0000' })),
    ).toEqual([controlCharactersMessage('The text')]);
    expect(
      messages(
        feedbackEntryInputSchema.safeParse({ kind: 'reflection', date: '2025-01-02', clientId: 'x', content: 'a' }),
      ),
    ).toEqual(['Client not found']);
  });
});

describe('practice facts on the profile', () => {
  it('leaves them unchanged when left out, and clears them when blank', () => {
    expect(profileInputSchema.parse({ username: '', displayName: '' })).toEqual({ username: null, displayName: null });
    expect(
      profileInputSchema.parse({ username: '', displayName: '', firstPractisedOn: '', professionalMemberships: ' ' }),
    ).toMatchObject({ firstPractisedOn: null, professionalMemberships: null });
    expect(profileInputSchema.safeParse({ firstPractisedOn: '2020-02-30' }).success).toBe(false);
  });
});

import { z } from 'zod';
import { defaultCredentialExpiry } from '../domain/credential-expiry';
import { calendarDate, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import { optionalCalendarDate } from './record-fields';

export const credentialBodies = ['icf', 'emcc', 'ac'] as const;
export type CredentialBody = (typeof credentialBodies)[number];
export const credentialBodyLabels: Record<CredentialBody, string> = { icf: 'ICF', emcc: 'EMCC', ac: 'AC' };

export const credentialLevels = [
  'acc',
  'pcc',
  'mcc',
  'foundation',
  'practitioner',
  'senior_practitioner',
  'master_practitioner',
  'coach',
  'professional',
  'master',
] as const;
export type CredentialLevel = (typeof credentialLevels)[number];
export const credentialLevelLabels: Record<CredentialLevel, string> = {
  acc: 'ACC',
  pcc: 'PCC',
  mcc: 'MCC',
  foundation: 'Foundation',
  practitioner: 'Practitioner',
  senior_practitioner: 'Senior Practitioner',
  master_practitioner: 'Master Practitioner',
  coach: 'Coach',
  professional: 'Professional',
  master: 'Master',
};

/** Each body's levels, lowest first. */
export const credentialLevelsByBody: Record<CredentialBody, readonly CredentialLevel[]> = {
  icf: ['acc', 'pcc', 'mcc'],
  emcc: ['foundation', 'practitioner', 'senior_practitioner', 'master_practitioner'],
  ac: ['foundation', 'coach', 'professional', 'master'],
};

/** 'ICF PCC', 'EMCC Senior Practitioner'. */
export const credentialName = (body: CredentialBody, level: CredentialLevel) =>
  `${credentialBodyLabels[body]} ${credentialLevelLabels[level]}`;

export const credentialInputSchema = z
  .object({
    body: z.enum(credentialBodies, { message: 'Please choose a body' }),
    level: z.enum(credentialLevels, { message: 'Please choose a level' }),
    awardedOn: calendarDate('The award date is required'),
    // Left out, it takes the body's default (credential-expiry.ts); blank means "does not expire".
    expiresOn: optionalCalendarDate().optional(),
  })
  .superRefine((value, ctx) => {
    if (!credentialLevelsByBody[value.body].includes(value.level)) {
      ctx.addIssue({
        code: 'custom',
        path: ['level'],
        message: `Please choose a level ${credentialBodyLabels[value.body]} awards`,
      });
    }
    if (value.expiresOn && value.expiresOn <= value.awardedOn) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'The expiry date must be after the award date' });
    }
  })
  .transform((value) => ({
    ...value,
    expiresOn: value.expiresOn === undefined ? defaultCredentialExpiry(value.body, value.awardedOn) : value.expiresOn,
  }));

export type CredentialFormValues = z.input<typeof credentialInputSchema>;
export type CredentialInput = z.output<typeof credentialInputSchema>;

export const newCredentialSchema = newRecordSchema(credentialInputSchema);
export type NewCredentialInput = z.output<typeof newCredentialSchema>;

export const credentialIdSchema = uuidParam('Credential');

export interface Credential {
  id: string;
  body: CredentialBody;
  level: CredentialLevel;
  awardedOn: string;
  expiresOn: string | null;
  createdAt: string;
  updatedAt: string;
}

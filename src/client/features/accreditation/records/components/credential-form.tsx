import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { todayIso } from '@/client/lib/dates';
import { defaultCredentialExpiry } from '@/shared/domain/credential-expiry';
import {
  credentialBodies,
  credentialBodyLabels,
  credentialInputSchema,
  credentialLevelLabels,
  credentialLevelsByBody,
  type Credential,
  type CredentialBody,
  type CredentialFormValues,
} from '@/shared/schemas/credentials';
import { useCreateCredential, useUpdateCredential } from '../api/credentials';
import { FormActions } from './form-actions';
import { useRecordForm } from './use-record-form';

function toFormValues(credential?: Credential): CredentialFormValues {
  if (credential) return { ...credential, expiresOn: credential.expiresOn ?? '' };
  const awardedOn = todayIso();
  return { body: 'icf', level: 'acc', awardedOn, expiresOn: defaultCredentialExpiry('icf', awardedOn) ?? '' };
}

export function CredentialForm({ credential, onSaved }: { credential?: Credential; onSaved: () => void }) {
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const { form, onSubmit } = useRecordForm({
    schema: credentialInputSchema,
    record: credential,
    defaultValues: toFormValues(credential),
    thing: 'credential',
    create,
    update,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' });
  // The expiry follows the body's default until the coach types one of their own.
  const expiryTyped = useRef(Boolean(credential));

  function refreshExpiry(nextBody: CredentialBody, awardedOn: string) {
    if (expiryTyped.current || !awardedOn) return;
    form.setValue('expiresOn', defaultCredentialExpiry(nextBody, awardedOn) ?? '');
  }

  const bodyField = form.register('body');
  const awardedField = form.register('awardedOn');
  const expiryField = form.register('expiresOn');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Body" error={errors.body?.message}>
          <Select
            {...bodyField}
            onChange={(event) => {
              void bodyField.onChange(event);
              const next = event.target.value as CredentialBody;
              form.setValue('level', credentialLevelsByBody[next][0]!);
              refreshExpiry(next, form.getValues('awardedOn'));
            }}
          >
            {credentialBodies.map((option) => (
              <option key={option} value={option}>
                {credentialBodyLabels[option]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          <Select {...form.register('level')}>
            {credentialLevelsByBody[body].map((level) => (
              <option key={level} value={level}>
                {credentialLevelLabels[level]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Awarded on" error={errors.awardedOn?.message}>
          <Input
            type="date"
            {...awardedField}
            onChange={(event) => {
              void awardedField.onChange(event);
              refreshExpiry(form.getValues('body'), event.target.value);
            }}
          />
        </FormField>
        <FormField
          label="Expires on"
          error={errors.expiresOn?.message}
          hint="ICF: 3 years after the award, EMCC: 5 years. Leave empty if it does not expire."
        >
          <Input
            type="date"
            {...expiryField}
            onChange={(event) => {
              expiryTyped.current = true;
              void expiryField.onChange(event);
            }}
          />
        </FormField>
      </div>
      <FormActions busy={isSubmitting} saveLabel="Save credential" />
    </form>
  );
}

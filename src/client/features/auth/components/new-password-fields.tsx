import { useId, type ComponentProps } from 'react';
import type { z } from 'zod';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { passwordRules } from '@/shared/schemas/auth';
import { PasswordRules } from './password-rules';

type InputProps = Omit<ComponentProps<'input'>, 'type'>;

const PlainPasswordInput = (props: InputProps) => <Input {...props} type="password" />;

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  errors: Record<string, string>;
  /** A show/hide toggle on both fields (the reset page has one, the sign-up form does not). */
  revealable?: boolean;
}

/** A new password and its confirmation, with the rules checked live under the first field. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { label, password, confirmPassword, onPasswordChange, onConfirmPasswordChange, errors } = props;
  const rulesId = useId();
  const Field = props.revealable ? PasswordInput : PlainPasswordInput;
  return (
    <>
      <div className="space-y-2">
        <FormField label={label} error={errors.password}>
          <Field
            autoComplete="new-password"
            value={password}
            aria-describedby={rulesId}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
        </FormField>
        <PasswordRules id={rulesId} password={password} />
      </div>
      <FormField label="Confirm Password" error={errors.confirmPassword}>
        <Field
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => onConfirmPasswordChange(event.target.value)}
        />
      </FormField>
    </>
  );
}

/**
 * Each field's first message from a failed check of a form with a new password; a password that
 * breaks the rules points at the list under its field rather than repeating one rule.
 */
export function newPasswordFormErrors(error: z.ZodError, password: string) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  if (passwordRules.some((rule) => !rule.test(password))) fieldErrors.password = 'Please fix the password requirements';
  return fieldErrors;
}

import { Check, X } from 'lucide-react';
import { passwordRules } from '@/shared/schemas/auth';

/** The new-password rules, checked live under the field as the coach types. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="space-y-1 text-sm" aria-live="polite">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.message}
            className={met ? 'flex items-center gap-2 text-green-800' : 'flex items-center gap-2 text-slate-700'}
          >
            {met ? <Check className="size-4" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
            <span>
              {rule.message}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

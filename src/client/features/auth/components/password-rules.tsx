import { Check, Circle, X } from 'lucide-react';
import { passwordRules } from '@/shared/schemas/auth';

/**
 * The new-password rules, checked live under the field as the coach types. Before the first
 * character they are neutral: an empty field is not a mistake yet.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const typed = password.length > 0;
  return (
    <ul id={id} className="space-y-1 text-sm" aria-live="polite">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        const look = met ? 'met' : typed ? 'unmet' : 'neutral';
        return (
          <li key={rule.message} data-rule={look} className={`flex items-center gap-2 ${ruleColours[look]}`}>
            {look === 'met' && <Check className="size-4" aria-hidden="true" />}
            {look === 'unmet' && <X className="size-4" aria-hidden="true" />}
            {look === 'neutral' && <Circle className="size-2.5 mx-[3px]" aria-hidden="true" />}
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

const ruleColours = { met: 'text-green-800', unmet: 'text-red-700', neutral: 'text-slate-700' } as const;

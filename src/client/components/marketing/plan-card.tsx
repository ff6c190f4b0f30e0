import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { localKeys, writeLocal } from '@/client/lib/local-data';
import { usePublicConfig } from '@/client/lib/public-config';
import { formatPlanPrice, plan } from '@/shared/billing/plans';
import { trialName } from '@/shared/billing/trial-text';

/** The one plan: price, trial length and features. The action defaults to signing up for it. */
export function PlanCard({ action, headingLevel = 3 }: { action?: ReactNode; headingLevel?: 2 | 3 }) {
  const { data: config } = usePublicConfig();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="p-6">
      <Heading className="text-lg font-semibold text-slate-900">{plan.name}</Heading>
      <p className="mt-2">
        <span className="text-4xl font-bold text-slate-900">{formatPlanPrice()}</span>
        <span className="text-slate-600"> a month</span>
      </p>
      {config && config.trialDays > 0 && (
        <p className="mt-1 text-sm font-medium text-brand-700">{trialName(config.trialDays)}</p>
      )}
      <ul className="mt-5 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action ?? (
        <Link
          to={paths.signup}
          // The plan chosen here is resumed on the plans page after the first sign-in.
          onClick={() => writeLocal(localKeys.pendingPlan, plan.id)}
          className={buttonVariants({ className: 'mt-6 w-full' })}
        >
          Sign up
        </Link>
      )}
    </Card>
  );
}

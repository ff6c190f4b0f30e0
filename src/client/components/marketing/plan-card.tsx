import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { usePublicConfig } from '@/client/lib/public-config';
import { formatPlanPrice, plan } from '@/shared/billing/plans';

export function PlanCard() {
  const { data: config } = usePublicConfig();
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-2">
        <span className="text-4xl font-bold text-slate-900">{formatPlanPrice()}</span>
        <span className="text-slate-600"> a month</span>
      </p>
      {config && config.trialDays > 0 && (
        <p className="mt-1 text-sm font-medium text-brand-700">{config.trialDays}-day free trial</p>
      )}
      <ul className="mt-5 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
            <Check className="size-4 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link to={paths.signup} className={buttonVariants({ className: 'mt-6 w-full' })}>
        Sign up
      </Link>
    </Card>
  );
}

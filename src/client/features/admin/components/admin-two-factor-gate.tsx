import { ShieldAlert } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PageHeader } from '@/client/components/ui/page-header';
import { paths } from '@/client/config/paths';
import { useMe } from '@/client/features/auth';

/**
 * The admin screens open only for an admin with two-factor on; the server refuses every admin
 * call otherwise (403 TWO_FACTOR_REQUIRED), so this says what to do instead of showing errors.
 */
export function AdminTwoFactorGate() {
  const me = useMe();
  if (!me.data?.user || me.data.user.twoFactorEnabled) return <Outlet />;
  return (
    <div className="space-y-6">
      <PageHeader title="Administration" />
      <Card className="max-w-2xl">
        <CardHeader>
          <div className="flex items-center gap-3">
            <ShieldAlert className="size-6 text-amber-600" aria-hidden="true" />
            <CardTitle>Turn on two-factor authentication</CardTitle>
          </div>
          <CardDescription>
            Administrators can change anyone&apos;s access, so the admin screens need two-factor authentication on your
            account.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-slate-700">
            Turn it on from your account page with an authenticator app, then come back here.
          </p>
          <Link to={paths.account} className={buttonVariants()}>
            Go to your account page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

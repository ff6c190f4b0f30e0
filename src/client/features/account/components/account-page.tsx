import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { useMe } from '@/client/features/auth';
import { BillingCard } from '@/client/features/billing';
import { WeeklySummaryCard } from '@/client/features/weekly-summary';
import { AccountDetailsCard } from './account-details-card';
import { ChangePasswordCard } from './change-password-card';
import { ClearLogbookCard } from './clear-logbook-card';
import { DeleteAccountCard } from './delete-account-card';
import { OtherDevicesCard } from './other-devices-card';
import { TwoFactorCard } from './two-factor-card';

export function AccountPage() {
  const me = useMe();
  return (
    <div className="space-y-6">
      <PageHeader title="Account" description="Your e-mail, password, subscription, weekly summary and devices." />
      {me.isPending && <Spinner label="Loading your account..." />}
      {me.isError && <ErrorPanel message="Your account could not be loaded." onRetry={() => void me.refetch()} />}
      {me.data?.user && (
        <>
          <AccountDetailsCard me={me.data} />
          <BillingCard />
          <WeeklySummaryCard />
          <ChangePasswordCard />
          <TwoFactorCard enabled={me.data.user.twoFactorEnabled} />
          <OtherDevicesCard />
          <ClearLogbookCard />
          <DeleteAccountCard />
        </>
      )}
    </div>
  );
}

import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { formatLongDateOf } from '@/client/lib/dates';
import { useProfile } from '../api/profile';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="How you appear in Coach Logbook." />
      {profile.isPending && <Spinner label="Loading your profile..." />}
      {profile.isError && (
        <ErrorPanel message="Your profile could not be loaded." onRetry={() => void profile.refetch()} />
      )}
      {profile.data && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Your details</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="mb-4 text-sm text-slate-700">
                Signed in as <span className="font-medium break-all text-slate-900">{profile.data.email}</span>
              </p>
              <ProfileForm profile={profile.data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Terms</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-slate-700">
              {profile.data.termsAcceptedAt ? (
                <p>
                  You accepted the{' '}
                  <a href={paths.terms} className="text-brand-700 underline">
                    Terms of Service
                  </a>{' '}
                  and{' '}
                  <a href={paths.privacyPolicy} className="text-brand-700 underline">
                    Privacy Policy
                  </a>{' '}
                  (version {profile.data.termsVersion ?? '1.0'}) on {formatLongDateOf(profile.data.termsAcceptedAt)}.
                </p>
              ) : (
                <p>No acceptance of the terms is recorded for this account.</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

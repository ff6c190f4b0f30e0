import { Outlet } from 'react-router';
import { PublicLayout } from '@/client/components/layout/public-layout';
import { useMe } from '@/client/features/auth/api/me';

/** The public frame, told whether someone is signed in. */
export function PublicShell() {
  const { data: me } = useMe();
  return (
    <PublicLayout signedIn={Boolean(me?.user)}>
      <Outlet />
    </PublicLayout>
  );
}

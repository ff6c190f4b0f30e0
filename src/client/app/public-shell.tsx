import { Outlet } from 'react-router';
import { AccountLinks, PublicLayout } from '@/client/components/layout/public-layout';
import { useMe } from '@/client/features/auth/api/me';

/**
 * Who is signed in is read here, in the header's links alone: the answer often arrives while a
 * pre-rendered page is being hydrated, and the component that read it is then drawn again at once
 * (docs/decisions/048-shorter-tasks-on-the-signed-in-start.md). Read by the frame, it redrew the page.
 */
function SignedInAwareLinks() {
  const { data: me } = useMe();
  return <AccountLinks signedIn={Boolean(me?.user)} />;
}

/** The public frame, its header told whether someone is signed in. */
export function PublicShell() {
  return (
    <PublicLayout account={<SignedInAwareLinks />}>
      <Outlet />
    </PublicLayout>
  );
}

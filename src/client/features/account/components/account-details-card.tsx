import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatLongDateOf } from '@/client/lib/dates';
import type { Me } from '@/shared/schemas/me';

export function AccountDetailsCard({ me }: { me: Me }) {
  const memberSince = formatLongDateOf(me.user.createdAt);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-900">Email</dt>
          <dd className="break-all text-slate-700">{me.user.email}</dd>
          <dt className="font-medium text-slate-900">Member since</dt>
          <dd className="text-slate-700">{memberSince}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

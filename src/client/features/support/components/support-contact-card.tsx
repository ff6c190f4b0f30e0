import { Clock, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { usePublicConfig } from '@/client/lib/public-config';

/** Support hours and, when the service has one, the support address. */
export function SupportContactCard() {
  const { data: config } = usePublicConfig();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Contact support</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h3 className="font-medium text-slate-900">Support hours</h3>
            <p>Monday to Friday, 9am to 5pm GMT</p>
          </div>
        </div>
        {config?.supportEmail && (
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">Email</h3>
              <a href={`mailto:${config.supportEmail}`} className="break-all text-brand-700 hover:underline">
                {config.supportEmail}
              </a>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

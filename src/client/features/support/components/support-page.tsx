import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PageHeader } from '@/client/components/ui/page-header';
import { useMe } from '@/client/features/auth';
import { SupportContactCard } from './support-contact-card';
import { SUCCESS_TEXT, SUCCESS_TITLE, SupportTicketForm } from './support-ticket-form';

/** The spec's success panel lasts 5 seconds. */
export const SUCCESS_PANEL_MS = 5_000;

export function SupportPage() {
  const { data: me } = useMe();
  // Each new form is a fresh one (a new key), so a reset never keeps anything but the e-mail.
  const [formKey, setFormKey] = useState(0);
  const [succeeded, setSucceeded] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  function showForm() {
    setSucceeded(false);
    setFormKey((key) => key + 1);
  }

  useEffect(() => {
    if (!succeeded) return;
    panelRef.current?.focus();
    const timer = setTimeout(() => {
      setSucceeded(false);
      setFormKey((key) => key + 1);
    }, SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Support"
        description="Tell us what went wrong or what you need, and we will get back to you."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>Create Support Ticket</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            {succeeded ? (
              <div
                ref={panelRef}
                tabIndex={-1}
                role="status"
                className="flex flex-col items-center gap-3 rounded-lg bg-green-50 px-4 py-8 text-center outline-none"
              >
                <CircleCheck className="size-10 text-green-700" aria-hidden="true" />
                <h3 className="text-lg font-semibold text-slate-900">{SUCCESS_TITLE}</h3>
                <p className="text-slate-700">{SUCCESS_TEXT}</p>
                <Button variant="secondary" onClick={showForm}>
                  Submit Another Ticket
                </Button>
              </div>
            ) : (
              <SupportTicketForm
                key={formKey}
                signedInEmail={me?.user?.email ?? ''}
                onCreated={() => setSucceeded(true)}
              />
            )}
          </CardContent>
        </Card>
        <SupportContactCard />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { icfLogQuerySchema, type ExportFormat } from '@/shared/schemas/export-import';
import { useDownload } from './export-card';
import { ProgressBar } from './progress-bar';

/** ICF's Client Coaching Log for a chosen period, as XLSX or CSV. */
export function IcfLogCard({ includedClients }: { includedClients: number }) {
  const { running, start } = useDownload();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const check = icfLogQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  const rangeError = check.success ? undefined : check.error.issues[0]?.message;

  const download = (format: ExportFormat) => {
    const query = new URLSearchParams({ format });
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    void start(`Downloading ICF log (${format.toUpperCase()})`, `/api/export/icf-log?${query.toString()}`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>ICF Client Coaching Log</CardTitle>
        <CardDescription>
          ICF&apos;s template: one row per client relationship with start and end dates, paid and pro-bono hours, then
          the totals. Group sessions get their own rows with the group size.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">
          {includedClients === 1 ? '1 client has' : `${includedClients.toLocaleString()} clients have`} &apos;Include in
          accreditation log exports&apos; set; only they appear, under their alias where they have one (without contact
          details).
        </p>
        <div className="grid gap-4 sm:max-w-md sm:grid-cols-2">
          <FormField label="From" hint="Leave empty for all dates">
            <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </FormField>
          <FormField label="To" error={rangeError}>
            <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button disabled={running !== null || rangeError !== undefined} onClick={() => download('xlsx')}>
            Download ICF log (XLSX)
          </Button>
          <Button
            variant="secondary"
            disabled={running !== null || rangeError !== undefined}
            onClick={() => download('csv')}
          >
            Download ICF log (CSV)
          </Button>
        </div>
        {running && <ProgressBar label={running.label} progress={running.progress} />}
      </CardContent>
    </Card>
  );
}

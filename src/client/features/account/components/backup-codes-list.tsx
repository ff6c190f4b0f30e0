import { Button } from '@/client/components/ui/button';

/** The codes shown once, to copy or download; each replaces the authenticator for one sign-in. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  const text = `Coach Logbook backup codes\n\n${codes.join('\n')}\n\nEach code works once.\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'coach-logbook-backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3">
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Keep them somewhere safe, away from your phone. Each code works once; they are not shown again.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          Download codes
        </Button>
      </div>
    </div>
  );
}

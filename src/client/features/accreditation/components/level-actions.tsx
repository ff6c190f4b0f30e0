import { Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { todayIso } from '@/client/lib/dates';

/** A level's application pack (XLSX) and its printable summary. */
export function LevelActions({ body, level }: { body: string; level: string }) {
  return (
    <>
      <a
        href={paths.accreditationPack(body, level, todayIso())}
        download
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        aria-label={`Download application pack: ${body} ${level}`}
      >
        <Download aria-hidden="true" />
        Download application pack
      </a>
      <Link
        to={paths.accreditationPrint(body, level)}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        aria-label={`Printable summary: ${body} ${level}`}
      >
        <Printer aria-hidden="true" />
        Printable summary
      </Link>
    </>
  );
}

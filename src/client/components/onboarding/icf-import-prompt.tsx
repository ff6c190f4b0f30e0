import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

/** For a coach with an empty logbook who already keeps the ICF log elsewhere: one link to bring it in. */
export function IcfImportPrompt() {
  return (
    <p className="mt-4 text-sm text-slate-700">
      Already keep an ICF log?{' '}
      <Link
        to={paths.icfLogImport}
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
      >
        <FileUp className="size-4" aria-hidden="true" />
        Import it
      </Link>
    </p>
  );
}

import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

/** The end of a warning before something that cannot be undone: a backup, offered first. */
export function BackupFirst() {
  return (
    <>
      <Link to={paths.exportImport} className="text-brand-700 underline">
        download a backup
      </Link>{' '}
      first.
    </>
  );
}

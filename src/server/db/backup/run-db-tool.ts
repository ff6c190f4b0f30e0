// `npm run db:backup` and `npm run db:restore`: see db-tool.ts and the README's "Backups".
import { loadDatabaseSettings, withoutSecrets } from '../../env';
import { UsageError, runDbTool } from './db-tool';

// A bad setting is reported like any other failure, in one line.
Promise.resolve()
  .then(() => runDbTool(process.argv.slice(2), loadDatabaseSettings()))
  .then(
    (report) => console.log(report),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(error instanceof UsageError ? message : `The database tool failed: ${withoutSecrets(message)}`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );

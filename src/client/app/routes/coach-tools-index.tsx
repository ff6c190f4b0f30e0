import { redirect, type LoaderFunctionArgs } from 'react-router';
import { coachToolPaths } from '@/client/features/coach-tools/coach-tool-paths';

/** /coach-tools opens the first tool, keeping the chosen client. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${coachToolPaths.wheel}${new URL(request.url).search}`);
}

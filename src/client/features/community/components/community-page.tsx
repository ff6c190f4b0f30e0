import { ExternalLink, MessagesSquare } from 'lucide-react';
import { buttonVariants } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { usePublicConfig } from '@/client/lib/public-config';

/** The forum lives elsewhere (COMMUNITY_URL); without the setting there is nothing to join yet. */
export function CommunityPage() {
  const config = usePublicConfig();
  return (
    <div className="space-y-6">
      <PageHeader title="Community" description="Meet other coaches: share practice, find peers and supervisors." />
      {config.isPending && <Spinner label="Loading..." />}
      {config.isError && (
        <ErrorPanel message="Could not load the community details" onRetry={() => void config.refetch()} />
      )}
      {config.isSuccess && (
        <Card className="max-w-2xl">
          <CardHeader>
            <MessagesSquare className="size-8 text-brand-700" aria-hidden="true" />
            <CardTitle>Coach Logbook community forum</CardTitle>
            <CardDescription>
              Ask questions, swap resources, find peer coaching and supervision, and prepare for accreditation with
              coaches on the same path.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {config.data.communityUrl ? (
              <a href={config.data.communityUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                Join Community Forum
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
                The community forum is not available yet. Please check back soon.
              </p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

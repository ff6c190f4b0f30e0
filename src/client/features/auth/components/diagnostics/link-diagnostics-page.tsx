import { Link, useLocation } from 'react-router';
import { paths } from '@/client/config/paths';
import { readAuthLink } from '@/client/lib/auth-link';
import type { AuthLinkType } from '@/shared/schemas/auth-links';
import { AuthCard } from '../auth-card';
import { LinkActions } from './link-actions';
import { LinkFacts } from './link-facts';

interface LinkDiagnosticsPageProps {
  title: string;
  description: string;
  /** How to check a link that does not say its type. */
  defaultType: AuthLinkType;
  /** The page the link was meant for, to try again with the same link. */
  back: { to: string; label: string };
}

/** /debug-reset and /auth-troubleshoot: why a link failed, and what to do next. */
export function LinkDiagnosticsPage({ title, description, defaultType, back }: LinkDiagnosticsPageProps) {
  const location = useLocation();
  const link = readAuthLink(location.search, location.hash);
  const type: AuthLinkType = link.type === 'recovery' ? 'recovery' : link.type ? 'signup' : defaultType;
  return (
    <AuthCard title={title} description={description}>
      <div className="space-y-6">
        <section aria-labelledby="link-facts-heading" className="space-y-3">
          <h2 id="link-facts-heading" className="text-base font-semibold text-slate-900">
            Your link
          </h2>
          <LinkFacts link={link} type={type} />
        </section>
        <section aria-labelledby="link-actions-heading" className="space-y-3">
          <h2 id="link-actions-heading" className="text-base font-semibold text-slate-900">
            What you can do
          </h2>
          <LinkActions />
        </section>
        <p className="text-center text-sm">
          <Link
            to={`${back.to}${location.search}${location.hash}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {back.label}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

export function DebugResetPage() {
  return (
    <LinkDiagnosticsPage
      title="Reset link diagnostics"
      description="Check why a password reset link did not work, and get a new one."
      defaultType="recovery"
      back={{ to: paths.resetPassword, label: 'Back to Reset Password' }}
    />
  );
}

export function AuthTroubleshootPage() {
  return (
    <LinkDiagnosticsPage
      title="Sign-in troubleshooting"
      description="Fix a verification or sign-in link that did not work."
      defaultType="signup"
      back={{ to: paths.verify, label: 'Try the verification link again' }}
    />
  );
}

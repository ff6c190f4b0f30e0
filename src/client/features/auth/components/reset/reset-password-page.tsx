import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Spinner } from '@/client/components/ui/spinner';
import { readAuthLink } from '@/client/lib/auth-link';
import { linkStatusQueryOptions } from '../../api/link-status';
import { AuthCard } from '../auth-card';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

const LINK_UNUSABLE = 'This password reset link has expired or is invalid. Please request a new one.';

/** Only recovery links (or links without a type) count; a sign-up token here is ignored. */
function recoveryToken(token: string | null, type: string | null) {
  return token && (type === null || type === 'recovery') ? token : null;
}

export function ResetPasswordPage() {
  const location = useLocation();
  const link = readAuthLink(location.search, location.hash);
  const token = recoveryToken(link.token, link.type);
  const status = useQuery({ ...linkStatusQueryOptions('recovery', token ?? ''), enabled: token !== null });

  let content;
  if (link.error) {
    content = <RequestResetForm problem={`Error from authentication provider: ${link.error}`} />;
  } else if (!token) {
    content = <RequestResetForm />;
  } else if (status.isPending) {
    content = <Spinner label="Verifying your reset link..." />;
  } else if (status.isError) {
    content = <RequestResetForm problem="Failed to exchange token" />;
  } else if (!status.data.valid) {
    content = <RequestResetForm problem={LINK_UNUSABLE} />;
  } else {
    content = <NewPasswordForm token={token} />;
  }

  return (
    <AuthCard
      title="Reset Password"
      description={token && status.data?.valid ? 'Choose a new password for your account' : undefined}
    >
      {content}
    </AuthCard>
  );
}

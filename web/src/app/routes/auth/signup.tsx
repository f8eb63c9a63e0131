import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { REFERRAL_REWARD_CREDITS } from '@shared/constants';
import { isReferralCode, referralCodeFromQuery } from '@shared/credits/referral';
import { Alert } from '../../../components/ui/feedback';
import { storedReferral } from '../../../features/referrals/referral-store';
import { SignupForm } from '../../../features/accounts/components/signup-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { rememberReturnPath } from '../../guards/return-path';
import { toolReturnPath } from '../../guards/route-guard';
import { ProviderButtons } from '../../../features/accounts/components/provider-buttons';
import { GuestStartLink } from '../../../features/accounts/components/guest-start-link';
import { useNextScreens } from '../../next-screen';

export function SignupRoute() {
  const t = useT();
  // The guest start's code comes while the visitor reads this page: "Try it without signing up" opens at once.
  useNextScreens('guest');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const tool = search.get('tool');
  const toolPath = toolReturnPath(pathname, tool);
  // After sign-up (or log-in from here) the user lands on the tool they came for, not on My Assessments.
  useEffect(() => {
    if (toolPath) rememberReturnPath(toolPath);
  }, [toolPath]);
  // A referral code as the first query parameter (spec part 1 §2) goes through the referral page, which keeps it.
  const queryCode = referralCodeFromQuery(search.toString());
  if (queryCode && isReferralCode(queryCode)) return <Navigate to={`/l/${queryCode}`} replace />;
  const referral = storedReferral();
  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={toolPath ? t('auth.signup.toolHint') : t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Link to={toolPath ? `${pathname.replace(/\/signup$/, '')}/login?tool=${tool}` : '/login'}>
            {t('auth.login.link')}
          </Link>
        </>
      }
    >
      {referral && (
        <Alert tone="info">
          {referral.inviterName
            ? t('referral.invitedBy', { name: referral.inviterName, credits: REFERRAL_REWARD_CREDITS })
            : t('referral.invited', { credits: REFERRAL_REWARD_CREDITS })}
        </Alert>
      )}
      <SignupForm
        initialEmail={search.get('email') ?? ''}
        onPinSent={(email) => navigate(`/signup/verify?email=${encodeURIComponent(email)}`)}
      />
      <ProviderButtons />
      <GuestStartLink />
    </AuthLayout>
  );
}

/** Interface strings of refer-a-friend (spec part 1 §2, part 2 §9.2), English (the source). */
export const referralEn = {
  'account.tab.referAFriend': 'Refer a friend',
  'referral.referButton': '+{credits} credits',
  'referral.referButtonLabel': 'Refer a friend: +{credits} credits',
  'referral.intro':
    'Invite a friend. When they sign up and their first respondent completes one of their assessments (or they buy credits), you both get {credits} free credits.',
  'referral.linkTitle': 'Your referral link',
  'referral.linkLabel': 'Your personal link',
  'referral.copy': 'Copy link',
  'referral.inviteTitle': 'Invite by e-mail',
  'referral.email': 'Friend’s e-mail',
  'referral.send': 'Send',
  'referral.sent': 'Invitation sent to {email}.',
  'referral.listTitle': 'Your invitations',
  'referral.col.email': 'E-mail',
  'referral.col.status': 'Status',
  'referral.col.credits': 'Credits earned',
  'referral.status.pending': 'Invited',
  'referral.status.signed_up': 'Signed up',
  'referral.status.assessment_created': 'Assessment created',
  'referral.viaLink': 'joined by your link',
  'referral.empty': 'No invitations yet. Share your link or invite a friend by e-mail.',
  'referral.invitedBy':
    '{name} invited you. Sign up, and when your first respondent completes one of your assessments (or you buy credits), you both get {credits} free credits.',
  'referral.invited':
    'You were invited by a friend. Sign up, and when your first respondent completes one of your assessments (or you buy credits), you both get {credits} free credits.',
  'referral.checking': 'Opening your invitation…',
  'referral.unknownTitle': 'Invitation not found',
  'referral.signUpAnyway': 'Sign up',
} as const;

/** Help and support: spec part 1 §5 and part 2 §8 "Support and chat". */
export const SUPPORT_ERRORS = {
  SUPPORT_MESSAGE_REQUIRED: 400,
  SUPPORT_ATTACHMENT_TYPE: 415,
  // Ours (docs/abuse.md "Support"): a day's message budget of the account, its network or the whole service.
  SUPPORT_DAILY_LIMIT: 429,
  // Ours: a day's attachment budget of the account, its network or the whole service.
  SUPPORT_UPLOAD_DAILY_LIMIT: 429,
  SUPPORT_EMAIL_REQUIRED: 400,
  FILE_LOAD_FAILED: 400,
  FILE_UPLOAD_FAILED: 413,
  PERMISSION_DENIED_CONTACT_SUPPORT: 403,
  SUPPORT_SUBMIT_FAILED: 500,
  CHAT_MESSAGE_FAILED: 500,
} as const satisfies Record<string, number>;

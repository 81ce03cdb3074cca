/** Texts of sign-in the api sends and the sign-in page shows as sent (written once here). */
export const AUTH_MESSAGES = {
  /**
   * Every sign-in method refuses a deactivated account with these words (403), before any session or account change:
   * the person learns why and whom to ask, and an admin's deactivation holds whatever the directory says.
   */
  deactivated: 'This account is deactivated. Ask an admin to reactivate it.',
} as const;

/** The longest name an account goes by: sign-up, the phone sign-up's name step, an admin's provisioning. */
export const ACCOUNT_NAME_MAX_CHARS = 120;

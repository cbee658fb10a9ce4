/** The longest name an account goes by (sign-up, the phone sign-up's name step), as the forms' names elsewhere. */
export const ACCOUNT_NAME_MAX_CHARS = 120;

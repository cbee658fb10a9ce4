/**
 * Spec section 8: blocked-client and "Failed to fetch" errors are silenced. A module of its
 * own because every page needs it, while the rest of error reporting loads only when the
 * operator turned reporting on.
 */
export const SILENCED_ERRORS: RegExp[] = [/ERR_BLOCKED_BY_CLIENT/i, /blocked by client/i, /Failed to fetch/i];

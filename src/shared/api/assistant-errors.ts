/** Error codes of POST /api/assistant beyond the shared ones (validation, bad_origin). */

/** 429 with Retry-After: the anonymous allowance of spec sections 5, 6 and 9 is used up. */
export const ASSISTANT_LIMIT_CODE = "assistant_limit";

/** 403: the visitor cookie's signature does not match; the server has cleared it. */
export const INVALID_VISITOR_CODE = "invalid_visitor_id";

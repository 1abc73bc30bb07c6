/** Stable error codes and the HTTP status each one answers with. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  /** No bearer token (or session cookie) came with a call that needs one. */
  TOKEN_MISSING: 401,
  TOKEN_EXPIRED: 401,
  /** Signature, shape or revocation (password changed, user deleted) made the token unusable. */
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_BANNED: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A business rule refused the request (wrong old password, expired reset code…). */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** Field-level problems for VALIDATION_FAILED: path → Turkish message. */
  fields?: Record<string, string>;
}

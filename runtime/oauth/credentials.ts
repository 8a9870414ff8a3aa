/** What an install holds: the access token, the refresh token, and when the access token expires (epoch ms). */
export interface OAuthCredentials {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Credentials and the token answer's own fields, checked. */
export function checkCredentials(value: unknown, where: string): OAuthCredentials {
  const c = value as Partial<OAuthCredentials> | null;
  if (
    typeof c !== "object" ||
    c === null ||
    typeof c.accessToken !== "string" ||
    c.accessToken === "" ||
    typeof c.refreshToken !== "string" ||
    c.refreshToken === "" ||
    typeof c.expiresAt !== "number" ||
    !Number.isFinite(c.expiresAt)
  )
    throw new TypeError(
      `${where} must be { accessToken, refreshToken, expiresAt } (two non-empty strings and epoch milliseconds), as exchangeCode returns them`,
    );
  return { accessToken: c.accessToken, refreshToken: c.refreshToken, expiresAt: c.expiresAt };
}

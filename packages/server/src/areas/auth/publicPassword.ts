// The demo account's password is printed on the sign-in page. Only local mode's own demo account may
// be an administrator with it; an administrator an operator creates never may, or anyone could sign
// in as them.

export const PUBLIC_PASSWORD_MESSAGE = "An administrator's password must not be the demo account's published one";
export const PUBLIC_PASSWORD_PROMOTION_MESSAGE =
  "This account's password is the demo account's published one: it cannot become an administrator";

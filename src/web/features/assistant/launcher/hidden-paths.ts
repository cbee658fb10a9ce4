/** Spec section 2: the chat button is hidden on these portals unless the chat is forced open. */
const HIDDEN_ON = ["/peer-navigator", "/partner-portal", "/donor-portal"];

export function isChatHiddenOn(pathname: string): boolean {
  return HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

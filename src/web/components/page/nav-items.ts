/** The top navigation of spec section 2, shared by the header bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: "/", labelKey: "nav.home", end: true },
  { to: "/about", labelKey: "nav.about", end: false },
  { to: "/services", labelKey: "nav.services", end: false },
  { to: "/impact", labelKey: "nav.impact", end: false },
] as const;

/**
 * The navigators' pages, each its own lazy module, reached through this one: the router's
 * table, which every visitor's first load carries, then names a single module for all of
 * them instead of each staff page and the chunks it needs (decision 006). A navigator's
 * first staff page costs one small extra download.
 */
export const staffPages = {
  dashboard: () => import("./admin-dashboard-page"),
  case: () => import("./admin-case-page"),
  audit: () => import("./admin-audit-page"),
  testimonials: () => import("./admin-testimonials-page"),
  team: () => import("./admin-team-page"),
  directory: () => import("./admin-directory-page"),
  status: () => import("./admin-status-page"),
  provision: () => import("./admin-provision-page"),
};

export type StaffPageName = keyof typeof staffPages;

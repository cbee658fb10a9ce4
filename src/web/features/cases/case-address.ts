/** The addresses of the workspace's pages: a case has its own, for Back, a reload and a shared link. */
export const WORKSPACE_PATH = "/admin-dashboard";
export const AUDIT_PATH = "/admin-dashboard/audit";
export const TESTIMONIALS_PATH = "/admin-dashboard/testimonials";

export const caseAddress = (id: string) => `${WORKSPACE_PATH}/cases/${encodeURIComponent(id)}`;

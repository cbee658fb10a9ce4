/**
 * The navigators' links (workspace, team, audit log, directory, status). A lazy module that the header
 * renders only when the signed-in person is an admin: clients and visitors neither download
 * it nor have its links in the page. Its words come from the header (`t`): importing the i18n
 * library here would split the first load's shared chunks and cost every visitor bytes.
 */
import { NavLink } from "@web/lib/router";
import { cn } from "@web/lib/utils";

const ADMIN_NAV_ITEMS = [
  { to: "/admin-dashboard", labelKey: "nav.workspace", end: true },
  { to: "/admin-dashboard/team", labelKey: "nav.team", end: false },
  { to: "/admin-dashboard/audit", labelKey: "nav.audit", end: false },
  { to: "/admin-dashboard/directory", labelKey: "nav.directory", end: false },
  { to: "/admin-status", labelKey: "nav.status", end: false },
] as const;

interface AdminLinksProps {
  /** The links' words, from the header's strings. */
  t: (key: string) => string;
  /** "bar": a row under the header on wide screens; "menu": a section of the mobile menu. */
  variant: "bar" | "menu";
  onNavigate?: () => void;
}

export default function AdminLinks({ t, variant, onNavigate }: AdminLinksProps) {
  const menu = variant === "menu";
  return (
    <nav
      aria-label={t("nav.adminNav")}
      className={menu ? "mx-auto max-w-6xl border-t px-4 pt-3" : "hidden border-t lg:block"}
    >
      {menu ? (
        <h2 className="px-3 pb-1 text-xs font-semibold uppercase text-muted-foreground">
          {t("nav.adminNav")}
        </h2>
      ) : null}
      <ul className={menu ? "grid gap-1" : "mx-auto flex h-10 max-w-6xl items-center gap-1 px-4"}>
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                menu
                  ? cn(
                      "flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-muted",
                      isActive && "bg-secondary text-secondary-foreground",
                    )
                  : cn(
                      "rounded-md px-3 py-1.5 text-sm font-medium hover:bg-muted",
                      isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                    )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

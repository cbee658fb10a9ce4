import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { getConfig } from "@web/lib/config";
import { cn } from "@web/lib/utils";

const NAV = [
  { to: "/", key: "nav.home", end: true },
  { to: "/about", key: "nav.about", end: false },
  { to: "/services", key: "nav.services", end: false },
  { to: "/impact", key: "nav.impact", end: false },
] as const;

export function SiteHeader() {
  const { t } = useTranslation("common");
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="text-lg font-bold text-primary">
          {getConfig().siteName}
        </Link>
        <nav aria-label={t("nav.main")} className="hidden flex-1 gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn("rounded-md px-3 py-2 text-sm font-medium hover:bg-muted", isActive && "text-primary")
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <Button asChild size="sm" className="ml-auto">
          <Link to="/portal">
            <span className="hidden sm:inline">{t("nav.clientPortal")}</span>
            <span className="sm:hidden">{t("nav.portal")}</span>
          </Link>
        </Button>
      </div>
    </header>
  );
}

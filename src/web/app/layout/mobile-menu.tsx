import { useEffect, useRef } from "react";
import { NavLink } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { cn } from "@web/lib/utils";
import { NAV_ITEMS } from "../../components/page/nav-items";
import { ThemeChoices } from "../../components/page/theme-toggle";
import { LanguageChoices } from "../../components/page/language-switch";
import { AdminNav } from "./admin-nav";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  onClose: (options?: { returnFocus: boolean }) => void;
}

/**
 * The small-screen menu: a disclosure panel under the bar with the navigation, the
 * contact page, an admin's team links and the display settings. Escape or a tap outside
 * closes it.
 */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const { t } = useTranslation("common");
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose({ returnFocus: true });
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // Taps on the menu button toggle the menu themselves.
      if (target?.closest("[data-menu-toggle]")) return;
      if (panel.current && !panel.current.contains(target)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [onClose]);

  const links = [...NAV_ITEMS, { to: "/contact", labelKey: "nav.contact", end: false } as const];
  return (
    <div
      ref={panel}
      id={MOBILE_MENU_ID}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg lg:hidden"
    >
      <nav aria-label={t("nav.main")} className="mx-auto max-w-6xl px-4 pt-3">
        <ul className="grid gap-1">
          {links.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={() => onClose()}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-muted",
                    isActive && "bg-secondary text-secondary-foreground",
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AdminNav variant="menu" onNavigate={() => onClose()} />
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 pb-4 pt-3">
        <section className="grid gap-1" aria-labelledby="mobile-menu-theme">
          <h2 id="mobile-menu-theme" className="px-3 text-xs font-semibold uppercase text-muted-foreground">
            {t("theme.label")}
          </h2>
          <ThemeChoices />
        </section>
        <section className="grid content-start gap-1" aria-labelledby="mobile-menu-language">
          <h2
            id="mobile-menu-language"
            className="px-3 text-xs font-semibold uppercase text-muted-foreground"
          >
            {t("language.label")}
          </h2>
          <LanguageChoices />
        </section>
      </div>
    </div>
  );
}

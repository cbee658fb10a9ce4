import { useCallback, useRef, useState } from "react";
import { NavLink } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Menu, X } from "lucide-react";
import { Button, ButtonLink } from "@web/components/ui/button";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import { NAV_SCROLL_THRESHOLD_PX } from "@shared/constants";
import { cn } from "@web/lib/utils";
import { Brand } from "./brand";
import { NAV_ITEMS } from "../../components/page/nav-items";
import { useScrolled } from "./use-scrolled";
import { ThemeToggle } from "../../components/page/theme-toggle";
import { LanguageSwitch } from "../../components/page/language-switch";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { AdminNav } from "./admin-nav";
import { QuickExitButton } from "@web/features/safety/components/quick-exit-button";

export function SiteHeader() {
  const { t } = useTranslation("common");
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((options?: { returnFocus: boolean }) => {
    setMenuOpen(false);
    if (options?.returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200",
        scrolled || menuOpen
          ? "border-border bg-background/95 shadow-sm backdrop-blur-md"
          : "border-transparent bg-background/70 backdrop-blur-sm",
      )}
    >
      {/* Under 360 px (a phone at 320, or zoomed to 200 %) every pixel of spacing is needed:
          the header's buttons, labelled in Swahili or Luganda, would otherwise run off it. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 max-[359px]:px-2">
        <Brand className="mr-2 lg:mr-4 max-[359px]:mr-0" />
        <nav aria-label={t("nav.main")} className="hidden flex-1 items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <QuickExitButton className="mr-1 max-[359px]:mr-0" />
          <NotificationBell />
          <div className="hidden items-center gap-1 lg:flex">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
          <ButtonLink size="sm" className="ml-1 h-10 max-[359px]:ml-0" to="/portal">
            <span className="hidden md:inline">{t("nav.clientPortal")}</span>
            <span className="md:hidden">{t("nav.portal")}</span>
          </ButtonLink>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            data-menu-toggle
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      <AdminNav variant="bar" />
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </header>
  );
}

import { useTranslation } from "@web/lib/i18n";
import { Link } from "@web/lib/router";
import { ClipboardList, FolderOpen, MessageSquareQuote } from "lucide-react";
import { cn } from "@web/lib/utils";
import { AUDIT_PATH, TESTIMONIALS_PATH, WORKSPACE_PATH } from "../case-address";

const PAGES = [
  { page: "cases", to: WORKSPACE_PATH, icon: FolderOpen },
  { page: "testimonials", to: TESTIMONIALS_PATH, icon: MessageSquareQuote },
  { page: "audit", to: AUDIT_PATH, icon: ClipboardList },
] as const;

export type WorkspacePage = (typeof PAGES)[number]["page"];

/** The workspace's pages, each at its own address: the cases, testimonials and the audit log. */
export function WorkspaceLinks({ current }: { current: WorkspacePage }) {
  const { t } = useTranslation("cases");
  return (
    <nav aria-label={t("links.label")}>
      <ul className="flex gap-1 overflow-x-auto border-b">
        {PAGES.map(({ page, to, icon: Icon }) => (
          <li key={page} className="shrink-0">
            <Link
              to={to}
              aria-current={page === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-2 border-b-2 px-2.5 text-sm whitespace-nowrap sm:px-3 font-medium focus-visible:outline-2 focus-visible:outline-ring",
                page === current
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`links.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

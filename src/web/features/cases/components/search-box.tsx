import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Search, X } from "lucide-react";
import { CASE_SEARCH_MAX_CHARS } from "@shared/api/cases";
import { Input } from "@web/components/ui/input";

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search by name, phone, e-mail or case number. What is typed searches after a short pause
 * (or at once with Enter); when the search changes otherwise (Back), the box follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const { t } = useTranslation("cases");
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => onSearch(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== value) onSearch(q);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t("search.label")}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          maxLength={CASE_SEARCH_MAX_CHARS}
          placeholder={t("search.placeholder")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9 pr-11 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            className="absolute right-0 top-0 flex size-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("search.clear")}</span>
          </button>
        ) : null}
      </div>
    </form>
  );
}

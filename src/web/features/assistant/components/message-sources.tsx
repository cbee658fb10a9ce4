import { ExternalLink } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import type { AssistantSource } from "@shared/api/assistant";

const QUOTE_PROBE_CHARS = 60;

/**
 * A source's snippet is worth showing only when it adds something: not when the reply
 * already says it (a guideline quoted in the answer), nor when an earlier source said it.
 */
export function snippetsWorthShowing(sources: AssistantSource[], replyText: string): Array<string | null> {
  const reply = replyText.replace(/\s+/g, " ");
  const seen = new Set<string>();
  return sources.map((source) => {
    const snippet = source.content.replace(/\s+/g, " ").trim();
    const probe = snippet.replace(/\.\.\.$|…$/, "").slice(0, QUOTE_PROBE_CHARS);
    if (!snippet || reply.includes(probe) || seen.has(probe)) return null;
    seen.add(probe);
    return snippet;
  });
}

/** The guidelines and directory entries a reply drew on, folded away until asked for. */
export function MessageSources({ sources, replyText }: { sources: AssistantSource[]; replyText: string }) {
  const { t } = useTranslation("assistant");
  const snippets = snippetsWorthShowing(sources, replyText);
  return (
    <details className="mt-2 border-t pt-2">
      <summary className="cursor-pointer text-xs font-semibold text-muted-foreground hover:text-foreground">
        {t("messages.sources")} ({sources.length})
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {sources.map((source, index) => (
          <li key={`${source.title}-${source.url ?? ""}`} className="text-xs">
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-2"
              >
                {source.title}
                <ExternalLink className="ml-1 inline size-3 align-baseline" aria-hidden="true" />
                <span className="sr-only"> {t("messages.opensInNewTab")}</span>
              </a>
            ) : (
              <span className="font-medium">{source.title}</span>
            )}
            {snippets[index] ? (
              <span className="mt-0.5 block text-muted-foreground">{snippets[index]}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

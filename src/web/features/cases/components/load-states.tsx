import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}

export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation("common");
  return (
    <div role="alert" className="grid gap-2 text-sm">
      <p>{text}</p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={onRetry}>
        {t("actions.retry")}
      </Button>
    </div>
  );
}

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Check, Star, X } from "lucide-react";
import {
  TESTIMONIAL_MODERATION_STATUSES,
  type ModeratedTestimonial,
  type TestimonialModerationStatus,
} from "@shared/api/testimonials";
import { Button } from "@web/components/ui/button";
import { LoadFailed, Loading } from "./load-states";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import { cn } from "@web/lib/utils";
import { caseKeys, moderateTestimonial, moderationQuery } from "../api";

function ModerationCard({ testimonial }: { testimonial: ModeratedTestimonial }) {
  const { t, language } = useTranslation("cases");
  const queryClient = useQueryClient();
  const moderate = useMutation({
    mutationFn: (decision: "approve" | "reject") => moderateTestimonial(testimonial.id, decision),
    onSuccess: (_, decision) => {
      notify.success(t(decision === "approve" ? "toasts.approved" : "toasts.rejected"));
      // The home page's list and every moderation tab change.
      for (const queryKey of [["testimonials"], ["admin", "testimonials"], caseKeys.audit]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: () => notify.error(t("errors.failed")),
  });
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{testimonial.name}</p>
          {testimonial.role ? <p className="text-sm text-muted-foreground">{testimonial.role}</p> : null}
        </div>
        <p className="flex items-center gap-1 text-sm">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {t("moderation.rating", { rating: testimonial.rating })}
        </p>
      </div>
      <blockquote className="whitespace-pre-line break-words">{testimonial.content}</blockquote>
      <p className="text-xs text-muted-foreground">
        <time dateTime={testimonial.created_at}>{formatDateTime(testimonial.created_at, language)}</time>
        {testimonial.reviewed_by_name
          ? ` · ${t("moderation.reviewedBy", { name: testimonial.reviewed_by_name })}`
          : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {testimonial.status !== "approved" ? (
          <Button size="sm" disabled={moderate.isPending} onClick={() => moderate.mutate("approve")}>
            <Check aria-hidden="true" />
            {t("moderation.approve")}
          </Button>
        ) : null}
        {testimonial.status !== "rejected" ? (
          <Button
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            onClick={() => moderate.mutate("reject")}
          >
            <X aria-hidden="true" />
            {t("moderation.reject")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Testimonials waiting for a decision (and the decided ones, to change a decision); the page gives the heading. */
export function TestimonialModeration() {
  const { t } = useTranslation("cases");
  const [status, setStatus] = useState<TestimonialModerationStatus>("pending");
  const { data, isPending, isError, refetch } = useQuery(moderationQuery(status));
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t("moderation.statuses")} className="flex flex-wrap gap-2">
        {TESTIMONIAL_MODERATION_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === status ? "secondary" : "ghost"}
            aria-pressed={value === status}
            className={cn(value === status && "ring-1 ring-primary")}
            onClick={() => setStatus(value)}
          >
            {t(`moderation.${value}`)}
          </Button>
        ))}
      </div>
      {isPending ? (
        <Loading text={t("moderation.loading")} />
      ) : isError ? (
        <LoadFailed text={t("moderation.failed")} onRetry={() => void refetch()} />
      ) : data.testimonials.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t(`moderation.empty.${status}`)}
        </p>
      ) : (
        <ul aria-label={t("moderation.label")} className="grid gap-3 md:grid-cols-2">
          {data.testimonials.map((testimonial) => (
            <ModerationCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      )}
    </div>
  );
}

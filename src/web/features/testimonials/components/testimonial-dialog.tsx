import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import {
  canSubmitTestimonial,
  formatTestimonialCounter,
  testimonialCounter,
} from "@shared/domain/testimonial";
import type { TestimonialInput } from "@shared/api/testimonials";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Input, Textarea } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { ApiError } from "@web/lib/http";
import { notify } from "@web/lib/toast";
import { submitTestimonial } from "../api";
import { EMPTY_TESTIMONIAL, toTestimonialInput, type TestimonialDraft } from "../testimonial-draft";
import { StarRating } from "./star-rating";

export interface TestimonialDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The Share Your Experience dialog, with the toasts of spec section 8 word for word. */
export default function TestimonialDialog({ open, onOpenChange }: TestimonialDialogProps) {
  const { t } = useTranslation("testimonials");
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TestimonialDraft>(EMPTY_TESTIMONIAL);

  const authenticationRequired = () =>
    notify.error(t("toasts.authRequired.title"), { description: t("toasts.authRequired.text") });

  const submit = useMutation({
    // Also offline: the offline queue keeps the testimonial (TanStack Query would hold it back).
    networkMode: "always",
    mutationFn: (input: TestimonialInput) => submitTestimonial(input),
    onSuccess: (result) => {
      // Kept for later (offline): the offline notice speaks instead.
      if (!result.queued)
        notify.success(t("toasts.submitted.title"), { description: t("toasts.submitted.text") });
      setDraft(EMPTY_TESTIMONIAL);
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ["admin", "testimonials"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return authenticationRequired();
      notify.error(t("toasts.failed.title"), { description: t("toasts.failed.text") });
    },
  });

  const counter = testimonialCounter(draft.content);
  const canSubmit = canSubmitTestimonial({ ...draft, submitting: submit.isPending });
  const change = (patch: Partial<TestimonialDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) return authenticationRequired();
    if (canSubmit) submit.mutate(toTestimonialInput(draft));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <Field label={t("form.name")} hint={t("form.nameHint")}>
            <Input
              name="name"
              required
              aria-required="true"
              autoComplete="nickname"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          </Field>
          <Field label={`${t("form.role")} ${t("form.optional")}`} hint={t("form.roleHint")}>
            <Input
              name="role"
              value={draft.role}
              onChange={(event) => change({ role: event.target.value })}
            />
          </Field>
          <StarRating value={draft.rating} onChange={(rating) => change({ rating })} />
          <Field
            label={t("form.content")}
            hint={t("form.counter", { counter: formatTestimonialCounter(counter) })}
          >
            <Textarea
              name="content"
              rows={5}
              required
              aria-required="true"
              value={draft.content}
              onChange={(event) => change({ content: event.target.value })}
            />
          </Field>
          <p className="text-sm text-muted-foreground">{t("dialog.publicNote")}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("actions.cancel", { ns: "common" })}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {submit.isPending ? t("form.submitting") : t("form.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

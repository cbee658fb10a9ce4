import { useRef, type ReactNode } from "react";
import { Link } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { MessageSquareQuote, Quote, Star } from "lucide-react";
import type { Testimonial } from "@shared/api/testimonials";
import { useAuth } from "@web/lib/auth";
import { getConfig } from "@web/lib/config";
import { cn } from "@web/lib/utils";
import { useNearScreen } from "@web/lib/use-near-screen";
import { testimonialsQuery } from "../api";
import { SectionHeading, sectionClass } from "./section-heading";

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("home");
  return (
    <p className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            "size-4",
            index < rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground/40",
          )}
        />
      ))}
      <span className="sr-only">{t("testimonials.rating.value", { rating })}</span>
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li>
      <figure className="flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
        <div className="flex items-center justify-between">
          <Stars rating={testimonial.rating} />
          <Quote className="size-6 text-primary/40" aria-hidden="true" />
        </div>
        <blockquote className="flex-1 leading-relaxed">{testimonial.content}</blockquote>
        <figcaption className="border-t pt-4">
          <span className="block font-semibold">{testimonial.name}</span>
          {testimonial.role ? (
            <span className="text-sm text-muted-foreground">{testimonial.role}</span>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Asked for once the section comes near the screen: the answer brings the schemas' library
 * to read it (25 KB), which a visitor who stays at the top of the page does not download.
 */
function TestimonialList() {
  const { t } = useTranslation("home");
  const placeholder = useRef<HTMLUListElement>(null);
  const near = useNearScreen(placeholder);
  const { data, isPending } = useQuery({ ...testimonialsQuery, enabled: near });
  if (isPending) {
    return (
      <ul ref={placeholder} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-48 rounded-2xl bg-muted motion-safe:animate-pulse" />
        ))}
      </ul>
    );
  }
  // A failed load reads like an empty list: nothing to show yet, no alarm for a visitor.
  if (!data || data.length === 0) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-dashed p-8 text-center">
        <MessageSquareQuote className="size-10 text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">{t("testimonials.empty", { product: getConfig().siteName })}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {data.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </ul>
  );
}

/**
 * Approved testimonials (spec sections 2, 6 and 9). `shareAction` is the slot for the
 * signed-in "Share Your Experience" dialog; signed out, a link to sign in shows instead.
 */
export function TestimonialsSection({ shareAction }: { shareAction?: ReactNode }) {
  const { t } = useTranslation("home");
  const { isAuthenticated, loading } = useAuth();
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className={sectionClass}>
      <SectionHeading
        id="testimonials-heading"
        heading={t("testimonials.heading")}
        intro={t("testimonials.subtitle")}
      />
      <div className="mt-10">
        <TestimonialList />
      </div>
      <div className="mt-8 flex justify-center">
        {loading ? null : isAuthenticated ? (
          shareAction
        ) : (
          <Link to="/portal" className="font-semibold text-primary underline underline-offset-4">
            {t("testimonials.signInToShare")}
          </Link>
        )}
      </div>
    </section>
  );
}

import { useId } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Star } from "lucide-react";
import { TESTIMONIAL_RATING_MAX, TESTIMONIAL_RATING_MIN } from "@shared/domain/testimonial";
import { cn } from "@web/lib/utils";

const RATINGS = Array.from(
  { length: TESTIMONIAL_RATING_MAX - TESTIMONIAL_RATING_MIN + 1 },
  (_, index) => TESTIMONIAL_RATING_MIN + index,
);

/**
 * A rating from 1 to 5 as a radio group: native radios (arrow keys, "3 stars, 3 of 5"),
 * shown as stars filled up to the choice.
 */
export function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation("testimonials");
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t("form.rating")}</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="grid size-11 cursor-pointer place-items-center rounded-md hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-7",
                rating <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
              )}
            />
            <span className="sr-only">{t("form.stars", { count: rating })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

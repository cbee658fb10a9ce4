import type { LucideIcon } from "lucide-react";
import { IconList } from "@web/components/ui/icon-list";
import { InquiryForm } from "./inquiry-form";

/** The closing section of the partner and donor pages: a heading, a line of text, the form. */
export function InquirySection(props: {
  id: string;
  heading: string;
  text: string;
  source: "partner" | "donor";
  kinds: readonly string[];
}) {
  return (
    <section aria-labelledby={props.id} className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
      <div className="grid content-start gap-3">
        <h2 id={props.id} className="text-2xl font-bold">
          {props.heading}
        </h2>
        <p className="text-muted-foreground">{props.text}</p>
      </div>
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <InquiryForm source={props.source} kinds={props.kinds} />
      </div>
    </section>
  );
}

/** What the organisation promises those who work with it: an icon, a heading, a list. */
export function PromisePanel(props: { id: string; icon: LucideIcon; heading: string; points: string[] }) {
  const Icon = props.icon;
  return (
    <section
      aria-labelledby={props.id}
      className="flex flex-col gap-4 rounded-2xl bg-muted p-6 sm:flex-row sm:p-8"
    >
      <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-3">
        <h2 id={props.id} className="text-xl font-bold">
          {props.heading}
        </h2>
        <IconList items={props.points} className="grid gap-2 text-muted-foreground" />
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Clock, Mail, MapPin, Phone, TriangleAlert } from "lucide-react";
import { getConfig } from "@web/lib/config";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        {icon}
      </span>
      <p className="grid gap-0.5">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="font-medium">{children}</span>
      </p>
    </li>
  );
}

/** Phone, e-mail, hours and regions from configuration, and the emergency advice. */
export function ContactDetails() {
  const { t } = useTranslation("about");
  const { phone, email } = getConfig().contact;
  const linkClass = "break-all text-primary underline-offset-4 hover:underline";
  return (
    <div className="grid gap-6">
      <ul className="grid gap-5">
        <Detail icon={<Phone className="size-5" aria-hidden="true" />} label={t("contact.phone.label")}>
          <a
            href={`tel:${phone.replace(/\s+/g, "")}`}
            className={linkClass}
            aria-label={t("contact.phone.action", { phone })}
          >
            {phone}
          </a>
        </Detail>
        <Detail icon={<Mail className="size-5" aria-hidden="true" />} label={t("contact.email.label")}>
          <a href={`mailto:${email}`} className={linkClass} aria-label={t("contact.email.action", { email })}>
            {email}
          </a>
        </Detail>
        <Detail icon={<Clock className="size-5" aria-hidden="true" />} label={t("contact.hours.label")}>
          {t("contact.hours.value")}
        </Detail>
        <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label={t("contact.regions.label")}>
          {t("contact.regions.value")}
        </Detail>
      </ul>
      <p className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t("contact.emergency")}
      </p>
    </div>
  );
}

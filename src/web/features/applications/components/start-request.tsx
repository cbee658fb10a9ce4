import { useEffect, useId, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Plus } from "lucide-react";
import type { ServiceType } from "@shared/constants";
import { realEmail } from "@shared/domain/phone-account";
import { useAuth } from "@web/lib/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { isRegion, isServiceType } from "../application-draft";
import { ApplicationForm } from "./application-form";

/** `/portal?service=art|prep|testing|peer_support`: the service modal's way in. */
const SERVICE_PARAM = "service";

type FormState = { open: false } | { open: true; service: ServiceType | null };

/**
 * "Start a request": a button, then the form in place. Arriving with ?service= opens the
 * form with that service chosen; the parameter is then dropped from the address, so a
 * shared phone's history does not keep the name of a service.
 */
export function StartRequest({ onSent }: { onSent(): void }) {
  const { t } = useTranslation("applications");
  const { me } = useAuth();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get(SERVICE_PARAM);
  const [form, setForm] = useState<FormState>(() =>
    requested === null
      ? { open: false }
      : { open: true, service: isServiceType(requested) ? requested : null },
  );

  useEffect(() => {
    if (requested === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SERVICE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);

  const region = me?.profile.region;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h2 id={headingId} className="text-xl font-semibold">
          {t("start.heading")}
        </h2>
        <CardDescription>{t("start.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        {form.open ? (
          <ApplicationForm
            defaults={{
              service_type: form.service,
              full_name: me?.user.name ?? "",
              // Never a phone account's placeholder address.
              email: realEmail(me?.user.email) ?? "",
              region: isRegion(region) ? region : null,
            }}
            onCancel={() => setForm({ open: false })}
            onSent={() => {
              setForm({ open: false });
              onSent();
            }}
          />
        ) : (
          <Button onClick={() => setForm({ open: true, service: null })}>
            <Plus aria-hidden="true" />
            {t("start.button")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

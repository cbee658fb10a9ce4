/**
 * A service as people read it, in their language, never its code (`art`, `prep`, `testing`,
 * `peer_support`). One translation for the whole app, in the `services` namespace: `names`
 * where the service is named (forms, the team's screens), `neutral` where a client's screen
 * shows it at a glance, so that it says nothing about HIV (docs/decisions/049). A component
 * that calls this loads that namespace: useTranslation([…, "services"]).
 */
import type { TFunction } from "@web/lib/i18n";
import type { ServiceType } from "@shared/constants";

export function serviceName(t: TFunction, service: ServiceType, { neutral = false } = {}): string {
  return t(`${neutral ? "neutral" : "names"}.${service}`, { ns: "services" });
}

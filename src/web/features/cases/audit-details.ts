/**
 * An audit row's details in words: "Submitted → Scheduled", "by SMS". Ids of related rows
 * are left out (the row already names its item), anything unknown shows as "key: value".
 */
import type { TFunction } from "@web/lib/i18n";
import type { AuditEntry } from "@shared/api/audit";
import { APPLICATION_STATUSES, CASE_STATES, PRIORITIES } from "@shared/constants";
import { REPLY_CHANNELS } from "@shared/api/inbox";

function valueText(t: TFunction, value: string): string {
  if ((APPLICATION_STATUSES as readonly string[]).includes(value)) return t(`applicationStatus.${value}`);
  if ((PRIORITIES as readonly string[]).includes(value)) return t(`priority.${value}`);
  if ((REPLY_CHANNELS as readonly string[]).includes(value)) return t(`channels.${value}`);
  if ((CASE_STATES as readonly string[]).includes(value)) return t(`states.${value}`);
  return value;
}

export function auditDetailTexts(t: TFunction, details: AuditEntry["details"]): string[] {
  const texts: string[] = [];
  const { from, to, ...rest } = details;
  if (typeof to === "string") {
    texts.push(typeof from === "string" ? `${valueText(t, from)} → ${valueText(t, to)}` : valueText(t, to));
  }
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === "" || key.endsWith("_id")) continue;
    texts.push(key === "channel" ? valueText(t, String(value)) : `${key}: ${String(value)}`);
  }
  return texts;
}

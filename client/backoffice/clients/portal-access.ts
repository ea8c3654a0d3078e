import type { PortalContact } from "../../../domain/portal.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { formatDate, formatDateTime } from "../../kit/i18n/dates.ts";
import type { PortalAction } from "./portal-api.ts";
import "./portal-messages.ts";

/** A contact's access in words, with its badge: never colour alone. Run out or not is the server's `state`. */
export function accessWords(c: PortalContact): { text: string; badge: string } {
  const lang = language.value;
  const a = c.access;
  if (!a) return { text: t(c.email ? "portalPanel.never" : "portalPanel.noEmail"), badge: "badge-ghost" };
  if (a.status === "revoked") return { text: t("portalPanel.revoked"), badge: "badge-error badge-soft" };
  if (a.status === "active") {
    return {
      text: a.lastSignInAt
        ? t("portalPanel.active", { date: formatDateTime(a.lastSignInAt, lang) })
        : t("portalPanel.activeNever"),
      badge: "badge-success badge-soft",
    };
  }
  const late = c.state === "expired";
  return {
    text: t(late ? "portalPanel.expired" : "portalPanel.invited", { date: formatDate(a.expiresAt, lang) }),
    badge: late ? "badge-warning" : "badge-info badge-soft",
  };
}

/** What may be done with a contact's access now: invite (again), send the link again, revoke. */
export function actionsOf(c: PortalContact): PortalAction[] {
  if (!c.email) return [];
  if (!c.access || c.access.status === "revoked") return ["invite"];
  return c.access.status === "invited" ? ["resend", "revoke"] : ["revoke"];
}

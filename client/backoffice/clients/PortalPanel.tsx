import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link } from "react-router";
import type { PortalContact } from "../../../domain/portal.ts";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { findDef, recordPath } from "../defs.ts";
import { Panel } from "../ui/Panel.tsx";
import { accessWords, actionsOf } from "./portal-access.ts";
import { type PortalAction, usePortalAction, usePortalContacts } from "./portal-api.ts";
import "./portal-messages.ts";

/**
 * The client portal's panel on a client's page (issue 37): its contacts, each with its portal access in words,
 * and the invitation, its resending and the revoking of access (after a confirmation) from here.
 */
export function PortalPanel({ account }: { account: string }) {
  useSignals();
  const contacts = usePortalContacts(account);
  const [revoking, setRevoking] = useState<PortalContact | null>(null);
  const acting = usePortalAction(t("portalPanel.refused"), (action) => {
    setRevoking(null);
    showMessage(t(`portalPanel.done.${action}`), { variant: "success" });
  });
  const contactDef = findDef("contact")!;
  const act = (action: PortalAction, c: PortalContact) =>
    action === "revoke" ? setRevoking(c) : void acting.write({ action, contact: c.contact });
  return (
    <Panel
      id="portal-panel-title"
      testId="portal-panel"
      title={t("portalPanel.title")}
      intro={<p className="text-sm opacity-70 max-w-prose">{t("portalPanel.intro")}</p>}
    >
      <QueryState
        query={contacts}
        failure={t("portalPanel.failed")}
        empty={{
          when: (items) => items.length === 0,
          view: <p className="text-sm opacity-70" data-testid="portal-none">{t("portalPanel.none")}</p>,
        }}
      >
        {(items) => (
          <ul className="divide-y divide-base-300">
            {items.map((c) => {
              const words = accessWords(c);
              return (
                <li
                  key={c.contact}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2"
                  data-testid="portal-contact"
                  data-status={c.access?.status ?? "never"}
                >
                  <div className="min-w-0 grow">
                    <Link className="link link-hover font-medium" to={recordPath(contactDef, c.contact)}>
                      {c.name || c.email || c.contact}
                    </Link>
                    {c.email && <div className="text-sm opacity-70 break-all">{c.email}</div>}
                  </div>
                  <span className={`badge badge-sm ${words.badge}`} data-testid="portal-access">
                    {words.text}
                  </span>
                  <div className="flex gap-1">
                    {actionsOf(c).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={`btn btn-xs ${
                          action === "revoke" ? "btn-error btn-outline" : "btn-primary"
                        }`}
                        disabled={acting.busy}
                        data-testid={`portal-${action}`}
                        onClick={() => act(action, c)}
                      >
                        <Icon
                          name={action === "revoke"
                            ? "block"
                            : action === "resend"
                            ? "forward_to_inbox"
                            : "send"}
                          size={16}
                        />
                        {t(`portalPanel.${action}`)}
                      </button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        testId="portal-revoke-dialog"
        title={t("portalPanel.revokeTitle", { name: revoking?.name || revoking?.email || "" })}
        confirm={t("portalPanel.revoke")}
        cancel={t("portalPanel.cancel")}
        danger
        busy={acting.busy}
        onConfirm={() => revoking && void acting.write({ action: "revoke", contact: revoking.contact })}
        onCancel={() => setRevoking(null)}
      >
        <p className="opacity-80">{t("portalPanel.revokeText")}</p>
      </ConfirmDialog>
    </Panel>
  );
}

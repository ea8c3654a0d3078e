import { useSignals } from "@preact/signals-react/runtime";
import { type MouseEvent, type ReactNode, useState } from "react";
import type { Mail } from "../../../domain/demo/mail.ts";
import { t } from "../../kit/i18n/index.ts";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useDeleteMails, useMoveMails, useToggleMailLabel, useUpdateMails } from "./api.ts";
import type { MailLists } from "./mailbox.ts";

/** A small menu of choices (folders, labels) on a native <details>, so it opens and closes with the keyboard. */
function ChoiceMenu(
  { icon, label, testId, children }: {
    icon: string;
    label: string;
    testId: string;
    children: ReactNode;
  },
) {
  return (
    <details className="dropdown" data-testid={testId}>
      <summary className="btn btn-ghost btn-sm btn-square" aria-label={label} title={label}>
        <Icon name={icon} size={20} />
      </summary>
      <ul className="dropdown-content menu bg-base-100 rounded-box z-30 w-52 p-2 shadow-lg border border-base-300">
        {children}
      </ul>
    </details>
  );
}

const close = (e: MouseEvent) =>
  (e.currentTarget.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");

/**
 * What can be done to mails, one or a selection: move to a folder, toggle a label, mark read or unread, star,
 * important, delete (after a confirmation). `onDeleted` runs once the server agreed.
 */
export function MailActions(
  { mails, lists, onDeleted }: { mails: Mail[]; lists: MailLists; onDeleted?: () => void },
) {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  const updateMails = useUpdateMails();
  const moveMails = useMoveMails();
  const toggleMailLabel = useToggleMailLabel();
  const deleteMails = useDeleteMails();
  const update = (change: (m: Mail) => Mail) => void updateMails.write({ mails, change });
  const ids = mails.map((m) => m.id);
  const allRead = mails.every((m) => m.read);
  const allStarred = mails.every((m) => m.starred);
  const allImportant = mails.every((m) => m.important);
  const button = (icon: string, label: string, testId: string, run: () => void) => (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={run}
    >
      <Icon name={icon} size={20} />
    </button>
  );
  return (
    <div className="flex flex-wrap items-center gap-0.5" data-testid="mail-actions">
      <ChoiceMenu icon="drive_file_move" label={t("mailApp.moveTo")} testId="mail-move">
        {lists.folders.map((f) => (
          <li key={f.id}>
            <button
              type="button"
              data-testid={`mail-move-${f.handle}`}
              onClick={(e) => {
                close(e);
                void moveMails.write({ ids, folder: f });
              }}
            >
              <Icon name={f.icon} size={18} />
              {t(`mailApp.folder.${f.handle}`)}
            </button>
          </li>
        ))}
      </ChoiceMenu>
      <ChoiceMenu icon="label" label={t("mailApp.toggleLabel")} testId="mail-label">
        {lists.labels.map((l) => (
          <li key={l.id}>
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={mails.every((m) => m.labels.includes(l.id))}
              data-testid={`mail-label-${l.handle}`}
              onClick={(e) => {
                close(e);
                void toggleMailLabel.write({ ids, labelId: l.id });
              }}
            >
              <span className="size-3 rounded-full" style={{ background: l.color }} aria-hidden="true" />
              {t(`mailApp.label.${l.handle}`)}
              {mails.every((m) => m.labels.includes(l.id)) && (
                <Icon name="check" size={18} className="ms-auto" />
              )}
            </button>
          </li>
        ))}
      </ChoiceMenu>
      {allRead
        ? button("mark_email_unread", t("mailApp.markUnread"), "mail-unread", () =>
          update((m) => ({ ...m, read: false })))
        : button("mark_email_read", t("mailApp.markRead"), "mail-read", () =>
          update((m) => ({ ...m, read: true })))}
      {button(
        allStarred ? "star" : "star_border",
        allStarred ? t("mailApp.unstar") : t("mailApp.star"),
        "mail-star",
        () =>
          update((m) => ({ ...m, starred: !allStarred })),
      )}
      {button(
        allImportant ? "label_important" : "label_important_outline",
        allImportant ? t("mailApp.notImportant") : t("mailApp.important"),
        "mail-important",
        () =>
          update((m) => ({ ...m, important: !allImportant })),
      )}
      {button("delete", t("mailApp.delete"), "mail-delete", () =>
        setConfirming(true))}
      <ConfirmDialog
        open={confirming}
        title={t("mailApp.deleteTitle", { count: mails.length })}
        confirm={t("mailApp.delete")}
        cancel={t("crud.cancel")}
        danger
        busy={deleteMails.busy}
        testId="mail-delete-confirm"
        onCancel={() =>
          setConfirming(false)}
        onConfirm={async () => {
          const done = await deleteMails.write(ids);
          setConfirming(false);
          if (done !== null) {
            onDeleted?.();
          }
        }}
      >
        {t("mailApp.deleteText")}
      </ConfirmDialog>
    </div>
  );
}

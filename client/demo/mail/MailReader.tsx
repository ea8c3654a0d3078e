import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import type { Mail } from "../../../domain/demo/mail.ts";
import { formatDateTime } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { SafeHtml } from "../../kit/ui/SafeHtml.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useMail, useUpdateMails } from "./api.ts";
import { MailActions } from "./MailActions.tsx";
import { fileSize, type MailLists } from "./mailbox.ts";
import { ColorBadge } from "../../kit/ui/ColorBadge.tsx";

/** An open mail: its header, sanitized body and attachments; opening it marks it read. */
export function MailReader(
  { id, lists, backTo, onDeleted }: { id: string; lists: MailLists; backTo: string; onDeleted: () => void },
) {
  useSignals();
  const mail = useMail(id);
  const updateMails = useUpdateMails();
  useEffect(() => {
    const open = mail.data;
    if (open && !open.read) void updateMails.write({ mails: [open], change: (m) => ({ ...m, read: true }) });
  }, [mail.data]);
  const back = (
    <Link
      to={backTo}
      className="btn btn-ghost btn-sm btn-square"
      aria-label={t("mailApp.back")}
      data-testid="mail-back"
    >
      <Icon name="arrow_back" size={20} className="rtl:rotate-180" />
    </Link>
  );
  return (
    <>
      {/* Until the mail is in, the way back stays in reach (on a phone the list is hidden). */}
      {mail.data === null && <div className="p-4 pb-0">{back}</div>}
      <QueryState
        query={mail}
        failure={t("mailApp.loadFailed")}
        missing={{
          icon: "unsubscribe",
          title: t("mailApp.notFound"),
          back: { to: backTo, label: t("mailApp.back") },
          testId: "mail-not-found",
        }}
      >
        {(data) => <MailBody mail={data} lists={lists} back={back} onDeleted={onDeleted} />}
      </QueryState>
    </>
  );
}

function MailBody(
  { mail, lists, back, onDeleted }: { mail: Mail; lists: MailLists; back: ReactNode; onDeleted: () => void },
) {
  return (
    <article
      className="flex flex-col min-h-0 overflow-y-auto"
      data-testid="mail-reader"
      data-mail-id={mail.id}
    >
      <div className="flex flex-wrap items-center gap-1 px-3 sm:px-4 min-h-12 border-b border-base-300">
        {back}
        <span className="flex-1" />
        <MailActions mails={[mail]} lists={lists} onDeleted={onDeleted} />
      </div>
      <div className="p-4 sm:p-6 flex flex-col gap-4">
        <h2 className="text-xl font-bold break-words" data-testid="mail-reader-subject">
          {mail.subject || t("mailApp.noSubject")}
        </h2>
        {mail.labels.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {mail.labels.map((id) => {
              const label = lists.labels.find((l) => l.id === id);
              return label && (
                <ColorBadge key={id} color={label.color} size="badge-sm">
                  {t(`mailApp.label.${label.handle}`)}
                </ColorBadge>
              );
            })}
          </div>
        )}
        <div className="flex items-start gap-3">
          <Avatar name={mail.from.name} src={mail.from.avatar} size="w-12" />
          <div className="min-w-0 flex-1 text-sm">
            <div className="font-semibold">
              {mail.from.name}{" "}
              <span className="opacity-70 font-normal break-all">&lt;{mail.from.email}&gt;</span>
            </div>
            <div className="opacity-70 break-words">
              {t("mailApp.to")}: {mail.to.map((r) => r.name || r.email).join(", ")}
            </div>
          </div>
          <time className="text-xs opacity-70 whitespace-nowrap" dateTime={mail.time}>
            {formatDateTime(mail.time, language.value)}
          </time>
        </div>
        <SafeHtml
          html={mail.message}
          className="rich-text"
          testId="mail-body"
        />
        {mail.attachments.length > 0 && (
          <section aria-label={t("mailApp.attachments", { count: mail.attachments.length })}>
            <h3 className="font-semibold mb-2">
              {t("mailApp.attachments", { count: mail.attachments.length })}
            </h3>
            <ul className="flex flex-wrap gap-3">
              {mail.attachments.map((a) => (
                <li
                  key={a.fileName}
                  className="card card-border bg-base-100 w-40"
                  data-testid="mail-attachment"
                >
                  <div className="h-24 bg-base-200 flex items-center justify-center rounded-t-box">
                    <Icon
                      name={a.type.startsWith("image/") ? "image" : "picture_as_pdf"}
                      size={32}
                      className="opacity-60"
                    />
                  </div>
                  <div className="p-2 text-xs">
                    <div className="font-medium truncate" title={a.fileName}>{a.fileName}</div>
                    <div className="opacity-70">{fileSize(a.size)}</div>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

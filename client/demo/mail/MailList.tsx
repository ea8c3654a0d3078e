import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import type { Mail } from "../../../domain/demo/mail.ts";
import { formatShort } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { useUpdateMails } from "./api.ts";
import { MailActions } from "./MailActions.tsx";
import { type MailLists, stripTags } from "./mailbox.ts";
import { SelectAll } from "../../kit/ui/SelectAll.tsx";
import { ColorBadge } from "../../kit/ui/ColorBadge.tsx";

/** The mails of a view with a select-all box and, while some are selected, the bulk actions. */
export function MailList(
  { mails, lists, selected, onSelect, openId, linkTo }: {
    mails: Mail[];
    lists: MailLists;
    selected: ReadonlySet<string>;
    onSelect: (ids: Set<string>) => void;
    openId?: string;
    linkTo: (id: string) => string;
  },
) {
  useSignals();
  const updateMails = useUpdateMails();
  const chosen = mails.filter((m) => selected.has(m.id));
  return (
    <div className="flex flex-col min-h-0" data-testid="mail-list">
      <div className="flex items-center gap-2 px-3 sm:px-4 min-h-12 border-b border-base-300">
        <SelectAll
          total={mails.length}
          selected={chosen.length}
          label={t("mailApp.selectAll")}
          testId="mail-select-all"
          onChange={(all) => onSelect(all ? new Set(mails.map((m) => m.id)) : new Set())}
        />
        {chosen.length > 0 && (
          <>
            <span className="text-sm opacity-70 whitespace-nowrap" data-testid="mail-selected-count">
              {t("mailApp.selected", { count: chosen.length })}
            </span>
            <MailActions mails={chosen} lists={lists} onDeleted={() => onSelect(new Set())} />
          </>
        )}
      </div>
      <ul className="divide-y divide-base-300 overflow-y-auto">
        {mails.map((m) => (
          <li
            key={m.id}
            data-testid="mail-row"
            data-mail-id={m.id}
            data-read={m.read}
            className={`flex items-start gap-3 px-3 sm:px-4 py-3 ${m.id === openId ? "bg-base-200" : ""} ${
              m.read ? "" : "bg-primary/5"
            }`}
          >
            <div className="flex flex-col items-center gap-1 pt-1">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label={t("mailApp.select", { subject: m.subject || t("mailApp.noSubject") })}
                data-testid="mail-select"
                checked={selected.has(m.id)}
                onChange={() => {
                  const next = new Set(selected);
                  if (!next.delete(m.id)) next.add(m.id);
                  onSelect(next);
                }}
              />
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={m.starred ? t("mailApp.unstar") : t("mailApp.star")}
                aria-pressed={m.starred}
                data-testid="mail-row-star"
                onClick={() =>
                  void updateMails.write({ mails: [m], change: (x) => ({ ...x, starred: !x.starred }) })}
              >
                <Icon
                  name={m.starred ? "star" : "star_border"}
                  size={18}
                  className={m.starred ? "text-warning" : "opacity-60"}
                />
              </button>
            </div>
            <Link
              to={linkTo(m.id)}
              className="flex flex-1 min-w-0 gap-3 rounded focus-visible:outline-2"
              data-testid="mail-open"
            >
              <Avatar name={m.from.name} src={m.from.avatar} size="w-10" />
              <div className="flex-1 min-w-0">
                <div className="flex items-baseline gap-2">
                  <span dir="auto" className={`truncate ${m.read ? "" : "font-bold"}`}>{m.from.name}</span>
                  {m.important && <Icon name="label_important" size={16} className="text-error" />}
                  {m.hasAttachments && <Icon name="attachment" size={16} className="opacity-60" />}
                  <time className="ms-auto text-xs opacity-70 whitespace-nowrap" dateTime={m.time}>
                    {formatShort(m.time, language.value)}
                  </time>
                </div>
                <div
                  dir="auto"
                  className={`truncate ${m.read ? "" : "font-semibold"}`}
                  data-testid="mail-subject"
                >
                  {m.subject || t("mailApp.noSubject")}
                </div>
                <div dir="auto" className="truncate text-sm opacity-70">{stripTags(m.message)}</div>
                {m.labels.length > 0 && (
                  <div className="flex flex-wrap gap-1 mt-1">
                    {m.labels.map((id) => {
                      const label = lists.labels.find((l) => l.id === id);
                      return label && (
                        <ColorBadge key={id} color={label.color} testId="mail-row-label">
                          {t(`mailApp.label.${label.handle}`)}
                        </ColorBadge>
                      );
                    })}
                  </div>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

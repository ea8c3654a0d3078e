import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import type { Card } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { isWebLink } from "./board.ts";
import { Section } from "./CardSection.tsx";

/** The card's attachments: a picture can be its cover; a web link can be added; each change saved at once. */
export function CardAttachments({ card, save }: { card: Card; save: (change: Partial<Card>) => void }) {
  useSignals();
  const [linkError, setLinkError] = useState<string | null>(null);
  const addLink = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const url = String(data.get("url") ?? "").trim();
    if (!isWebLink(url)) return setLinkError(t("scrumboardApp.linkInvalid"));
    setLinkError(null);
    save({
      attachments: [
        ...card.attachments,
        { id: crypto.randomUUID(), name: name || url, url, time: new Date().toISOString(), type: "link" },
      ],
    });
    form.reset();
  };
  return (
    <Section icon="attachment" title={t("scrumboardApp.attachments")}>
      <ul className="flex flex-col gap-1">
        {card.attachments.map((a) => (
          <li key={a.id} className="flex items-center gap-2 text-sm" data-testid="card-attachment">
            <Icon name={a.type === "image" ? "image" : "link"} size={18} />
            {a.type === "link"
              ? (
                <a href={a.url} target="_blank" rel="noopener noreferrer" className="link flex-1 truncate">
                  {a.name}
                </a>
              )
              : <span className="flex-1 truncate">{a.name}</span>}
            {a.type === "image" && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => save({ idAttachmentCover: card.idAttachmentCover === a.id ? "" : a.id })}
              >
                {card.idAttachmentCover === a.id
                  ? t("scrumboardApp.removeCover")
                  : t("scrumboardApp.makeCover")}
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square"
              aria-label={t("scrumboardApp.removeAttachment", { name: a.name })}
              onClick={() =>
                save({
                  attachments: card.attachments.filter((x) =>
                    x.id !== a.id
                  ),
                  idAttachmentCover: card.idAttachmentCover === a.id ? "" : card.idAttachmentCover,
                })}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <form className="grid grid-cols-1 sm:grid-cols-[1fr_2fr_auto] gap-2" noValidate onSubmit={addLink}>
        <input
          name="name"
          className="input input-sm"
          placeholder={t("scrumboardApp.linkName")}
          aria-label={t("scrumboardApp.linkName")}
        />
        <input
          name="url"
          className={`input input-sm ${linkError ? "input-error" : ""}`}
          placeholder={t("scrumboardApp.linkUrl")}
          aria-label={t("scrumboardApp.linkUrl")}
          aria-invalid={!!linkError}
          data-testid="card-link-url"
        />
        <button type="submit" className="btn btn-sm" data-testid="card-link-add">
          {t("scrumboardApp.addLink")}
        </button>
        {linkError && <span className="text-error text-sm sm:col-span-3" role="alert">{linkError}</span>}
      </form>
    </Section>
  );
}

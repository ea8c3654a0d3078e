import { useSignals } from "@preact/signals-react/runtime";
import dayjs from "dayjs";
import { type FormEvent, type ReactNode, useState } from "react";
import type { Board, Card } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { removeCard, updateCard } from "./api.ts";
import { isWebLink, toggleId } from "./board.ts";

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

/**
 * A card open in a modal: every change is saved at once through card/update (rolled back with a message if
 * refused). Comments are written as the board's first member: the demo has no mapping from the signed-in user
 * to a board member.
 */
export function CardDialog(
  { board, card, onClose }: { board: Board; card: Card | null; onClose: () => void },
) {
  useSignals();
  return (
    <Modal open={card !== null} onClose={onClose} label={card?.name} testId="card-dialog">
      {card && <CardBody key={card.id} board={board} card={card} onClose={onClose} />}
    </Modal>
  );
}

function Section({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon name={icon} size={20} />
        {title}
      </h3>
      {children}
    </section>
  );
}

function CardBody({ board, card, onClose }: { board: Board; card: Card; onClose: () => void }) {
  useSignals();
  const save = (change: Partial<Card>) => void updateCard(board.id, { ...card, ...change });
  const [deleting, setDeleting] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const author = board.members[0];
  const addLink = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const url = String(data.get("url") ?? "").trim();
    if (!isWebLink(url)) return setLinkError(t("scrumboardApp.linkInvalid"));
    setLinkError(null);
    save({
      attachments: [...card.attachments, { id: newId(), name: name || url, url, time: now(), type: "link" }],
    });
    form.reset();
  };
  return (
    <div className="modal-box max-h-[100dvh] sm:max-w-2xl flex flex-col gap-5" data-testid="card-body">
      <div className="flex items-start gap-2">
        <input
          className="input input-ghost text-xl font-bold flex-1 px-1"
          defaultValue={card.name}
          aria-label={t("scrumboardApp.cardName")}
          data-testid="card-title"
          onBlur={(e) => {
            const name = e.target.value.trim();
            if (name && name !== card.name) save({ name });
            else e.target.value = card.name;
          }}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t("scrumboardApp.close")}
          data-testid="card-close"
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className="grid grid-cols-1 sm:grid-cols-2 gap-4">
        <Section icon="label" title={t("scrumboardApp.labels")}>
          <div className="flex flex-wrap gap-1">
            {board.labels.map((l) => (
              <button
                key={l.id}
                type="button"
                className={`badge border-0 cursor-pointer ${
                  card.idLabels.includes(l.id) ? l.class : "badge-ghost opacity-60"
                }`}
                aria-pressed={card.idLabels.includes(l.id)}
                data-testid={`card-label-${l.id}`}
                onClick={() => save({ idLabels: toggleId(card.idLabels, l.id) })}
              >
                {l.name}
              </button>
            ))}
          </div>
        </Section>
        <Section icon="group" title={t("scrumboardApp.members")}>
          <div className="flex flex-wrap gap-1">
            {board.members.map((m) => (
              <button
                key={m.id}
                type="button"
                className={`rounded-full ${
                  card.idMembers.includes(m.id) ? "outline-2 outline-primary" : "opacity-50"
                }`}
                aria-pressed={card.idMembers.includes(m.id)}
                aria-label={m.name}
                title={m.name}
                data-testid={`card-member-${m.id}`}
                onClick={() => save({ idMembers: toggleId(card.idMembers, m.id) })}
              >
                <Avatar name={m.name} src={m.avatar} size="w-8" />
              </button>
            ))}
          </div>
        </Section>
        <Section icon="schedule" title={t("scrumboardApp.dueDate")}>
          <div className="flex gap-2">
            <input
              type="date"
              className="input input-sm flex-1"
              value={card.due ? card.due.slice(0, 10) : ""}
              aria-label={t("scrumboardApp.dueDate")}
              data-testid="card-due"
              onChange={(e) => save({ due: e.target.value || null })}
            />
            {card.due && (
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={t("scrumboardApp.clearDue")}
                onClick={() => save({ due: null })}
              >
                <Icon name="close" size={18} />
              </button>
            )}
          </div>
        </Section>
        <Section icon="notifications" title={t("scrumboardApp.subscribed")}>
          <input
            type="checkbox"
            className="toggle"
            checked={card.subscribed}
            aria-label={t("scrumboardApp.subscribed")}
            onChange={(e) => save({ subscribed: e.target.checked })}
          />
        </Section>
      </div>
      <Section icon="subject" title={t("scrumboardApp.description")}>
        <textarea
          className="textarea w-full min-h-24"
          defaultValue={card.description}
          aria-label={t("scrumboardApp.description")}
          data-testid="card-description"
          onBlur={(e) => e.target.value !== card.description && save({ description: e.target.value })}
        />
      </Section>
      <Section icon="checklist" title={t("scrumboardApp.checklists")}>
        {card.checklists.map((list) => {
          const setItems = (checkItems: typeof list.checkItems) =>
            save({ checklists: card.checklists.map((c) => c.id === list.id ? { ...c, checkItems } : c) });
          return (
            <div key={list.id} className="flex flex-col gap-1" data-testid="card-checklist">
              <div className="flex items-center gap-2">
                <span className="font-medium flex-1">{list.name}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={t("scrumboardApp.removeChecklist", { name: list.name })}
                  onClick={() => save({ checklists: card.checklists.filter((c) => c.id !== list.id) })}
                >
                  <Icon name="delete" size={16} />
                </button>
              </div>
              <ul className="flex flex-col gap-1">
                {list.checkItems.map((item) => (
                  <li key={item.id} className="flex items-center gap-2" data-testid="card-check-item">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      checked={item.checked}
                      aria-label={item.name}
                      onChange={(e) =>
                        setItems(
                          list.checkItems.map((i) =>
                            i.id === item.id ? { ...i, checked: e.target.checked } : i
                          ),
                        )}
                    />
                    <span className={`flex-1 ${item.checked ? "line-through opacity-60" : ""}`}>
                      {item.name}
                    </span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      aria-label={t("scrumboardApp.removeItem", { name: item.name })}
                      onClick={() =>
                        setItems(list.checkItems.filter((i) =>
                          i.id !== item.id
                        ))}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                ))}
              </ul>
              <form
                className="flex gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  const input = e.currentTarget.elements.namedItem("item") as HTMLInputElement;
                  if (!input.value.trim()) return;
                  setItems([...list.checkItems, { id: newId(), name: input.value.trim(), checked: false }]);
                  input.value = "";
                }}
              >
                <input
                  name="item"
                  className="input input-sm flex-1"
                  placeholder={t("scrumboardApp.itemName")}
                  aria-label={t("scrumboardApp.addItem")}
                  data-testid="card-item-input"
                />
                <button type="submit" className="btn btn-sm" data-testid="card-item-add">
                  {t("scrumboardApp.addItem")}
                </button>
              </form>
            </div>
          );
        })}
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const input = e.currentTarget.elements.namedItem("checklist") as HTMLInputElement;
            if (!input.value.trim()) return;
            save({
              checklists: [...card.checklists, { id: newId(), name: input.value.trim(), checkItems: [] }],
            });
            input.value = "";
          }}
        >
          <input
            name="checklist"
            className="input input-sm flex-1"
            placeholder={t("scrumboardApp.checklistName")}
            aria-label={t("scrumboardApp.checklistName")}
            data-testid="card-checklist-input"
          />
          <button type="submit" className="btn btn-sm" data-testid="card-checklist-add">
            {t("scrumboardApp.addChecklist")}
          </button>
        </form>
      </Section>
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
      <Section icon="forum" title={t("scrumboardApp.comments")}>
        {author && (
          <form
            className="flex gap-2 items-start"
            onSubmit={(e) => {
              e.preventDefault();
              const input = e.currentTarget.elements.namedItem("comment") as HTMLTextAreaElement;
              const message = input.value.trim();
              if (!message) return;
              save({
                activities: [...card.activities, {
                  id: newId(),
                  type: "comment",
                  idMember: author.id,
                  message,
                  time: now(),
                }],
              });
              input.value = "";
            }}
          >
            <Avatar name={author.name} src={author.avatar} size="w-8" />
            <textarea
              name="comment"
              className="textarea textarea-sm flex-1"
              placeholder={t("scrumboardApp.addComment")}
              aria-label={t("scrumboardApp.addComment")}
              data-testid="card-comment-input"
            />
            <button type="submit" className="btn btn-sm" data-testid="card-comment-add">
              {t("scrumboardApp.comment")}
            </button>
          </form>
        )}
      </Section>
      <Section icon="history" title={t("scrumboardApp.activity")}>
        {card.activities.length === 0 && <p className="text-sm opacity-70">{t("scrumboardApp.noActivity")}
        </p>}
        <ul className="flex flex-col gap-3">
          {[...card.activities].sort((a, b) => Date.parse(b.time) - Date.parse(a.time)).map((a) => {
            const who = board.members.find((m) => m.id === a.idMember);
            return (
              <li key={a.id} className="flex gap-2 text-sm" data-testid="card-activity">
                <Avatar name={who?.name ?? "?"} src={who?.avatar ?? ""} size="w-8" />
                <div className="min-w-0">
                  <div>
                    <span className="font-semibold">{who?.name}</span>{" "}
                    <span className="opacity-60 text-xs">{dayjs(a.time).format("D MMM YYYY, HH:mm")}</span>
                  </div>
                  <p className="whitespace-pre-line break-words">{a.message}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-ghost text-error me-auto"
          data-testid="card-delete"
          onClick={() => setDeleting(true)}
        >
          <Icon name="delete" size={18} />
          {t("scrumboardApp.deleteCard")}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t("scrumboardApp.close")}
        </button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={t("scrumboardApp.deleteCardTitle", { name: card.name })}
        confirm={t("scrumboardApp.deleteCard")}
        cancel={t("crud.cancel")}
        danger
        testId="card-delete-confirm"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          onClose();
          void removeCard(board.id, card.id);
        }}
      >
        {t("scrumboardApp.deleteCardText")}
      </ConfirmDialog>
    </div>
  );
}

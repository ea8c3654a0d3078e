import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { Board, Card } from "../../../domain/demo/scrumboard.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog.tsx";
import { Modal } from "../../kit/ui/Modal.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useRemoveCard, useUpdateCard } from "./api.ts";
import { toggleId } from "./board.ts";
import { CardActivity } from "./CardActivity.tsx";
import { CardAttachments } from "./CardAttachments.tsx";
import { CardChecklists } from "./CardChecklists.tsx";
import { Section } from "./CardSection.tsx";

/** A card open in a modal: every change is saved at once through card/update (rolled back with a message if refused). */
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

function CardBody({ board, card, onClose }: { board: Board; card: Card; onClose: () => void }) {
  useSignals();
  const updateCard = useUpdateCard();
  const removeCard = useRemoveCard();
  const save = (change: Partial<Card>) =>
    void updateCard.write({ boardId: board.id, card: { ...card, ...change } });
  const [deleting, setDeleting] = useState(false);
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
      <CardChecklists card={card} save={save} />
      <CardAttachments card={card} save={save} />
      <CardActivity board={board} card={card} save={save} />
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
          void removeCard.write({ boardId: board.id, cardId: card.id });
          onClose();
        }}
      >
        {t("scrumboardApp.deleteCardText")}
      </ConfirmDialog>
    </div>
  );
}

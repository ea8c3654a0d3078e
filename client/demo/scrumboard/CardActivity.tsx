import { useSignals } from "@preact/signals-react/runtime";
import type { Board, Card } from "../../../domain/demo/scrumboard.ts";
import { formatDateTime } from "../../kit/i18n/dates.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Section } from "./CardSection.tsx";

/**
 * The card's comments and activity, newest first. Comments are written as the board's first member: the demo has
 * no mapping from the signed-in user to a board member.
 */
export function CardActivity(
  { board, card, save }: { board: Board; card: Card; save: (change: Partial<Card>) => void },
) {
  useSignals();
  const author = board.members[0];
  return (
    <>
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
                  id: crypto.randomUUID(),
                  type: "comment",
                  idMember: author.id,
                  message,
                  time: new Date().toISOString(),
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
                    <span className="opacity-60 text-xs">{formatDateTime(a.time, language.value)}</span>
                  </div>
                  <p className="whitespace-pre-line break-words">{a.message}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

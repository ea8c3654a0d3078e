import { useState } from "react";
import type { ChatPresence } from "../../../../fixtures/chat.ts";

const PRESENCE_COLOUR: Record<ChatPresence, string> = {
  online: "bg-success",
  away: "bg-warning",
  "do-not-disturb": "bg-error",
  offline: "bg-base-content/40",
};

/** Only pictures the page may load (CSP img-src 'self' data: blob:). */
const loadable = (url: string) => /^(\/(?!\/)|data:image\/|blob:)/.test(url);

/**
 * A round avatar: the picture, or the first letter of the name when the address is empty, off-site or does not
 * load. Optionally a presence dot and an unread count badge. Decorative: the caller names the person.
 */
export function ChatAvatar(
  { name, avatar, status, unread = 0, size = "w-10" }: {
    name: string;
    avatar: string;
    status?: ChatPresence;
    unread?: number;
    size?: "w-8" | "w-10";
  },
) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = avatar !== "" && loadable(avatar) && broken !== avatar;
  return (
    <span className={`relative inline-block shrink-0 ${size}`} aria-hidden="true">
      {picture
        ? (
          <img
            src={avatar}
            alt=""
            className="block aspect-square w-full rounded-full object-cover"
            onError={() => setBroken(avatar)}
          />
        )
        : (
          <span
            className="flex aspect-square w-full items-center justify-center rounded-full bg-primary text-primary-content font-semibold uppercase"
            data-testid="chat-avatar-letter"
          >
            {name.trim().charAt(0) || "?"}
          </span>
        )}
      {status && (
        <span
          className={`absolute bottom-0 end-0 size-3 rounded-full border-2 border-base-100 ${
            PRESENCE_COLOUR[status]
          }`}
          data-status={status}
        />
      )}
      {unread > 0 && (
        <span className="badge badge-secondary badge-xs absolute -top-1 -end-1 min-w-4 px-1 font-semibold">
          {unread}
        </span>
      )}
    </span>
  );
}

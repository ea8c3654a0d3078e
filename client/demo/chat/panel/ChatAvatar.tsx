import { Avatar } from "../../../kit/ui/Avatar.tsx";
import type { ChatPresence } from "../../../../domain/demo/chat.ts";

const PRESENCE_COLOUR: Record<ChatPresence, string> = {
  online: "bg-success",
  away: "bg-warning",
  "do-not-disturb": "bg-error",
  offline: "bg-base-content/40",
};

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
  return (
    <span className={`relative inline-block shrink-0 ${size}`} aria-hidden="true">
      <Avatar name={name} src={avatar} size={size} letterTestId="chat-avatar-letter" />
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

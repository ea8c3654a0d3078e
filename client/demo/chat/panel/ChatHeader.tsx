import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../../kit/i18n/index.ts";
import { useChatContacts } from "../api.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { panelContactId } from "./session.ts";

/** The panel's title: 'Team Chat', or the chosen contact's avatar and name. */
export function ChatHeader() {
  useSignals();
  const contacts = useChatContacts(false);
  const contact = contacts.data?.find((c) => c.id === panelContactId.value);
  if (!contact) return <>{t("chat.title")}</>;
  return (
    <span className="flex items-center gap-3 min-w-0" data-testid="chat-header-contact">
      <ChatAvatar name={contact.name} avatar={contact.avatar} size="w-8" />
      <span className="truncate" data-testid="chat-header-name">{contact.name}</span>
    </span>
  );
}

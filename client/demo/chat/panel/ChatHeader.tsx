import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../../../kit/i18n/index.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { panelChat } from "./store.ts";

/** The panel's title: 'Team Chat', or the chosen contact's avatar and name. */
export function ChatHeader() {
  useSignals();
  const contact = panelChat.selectedContact.value;
  if (!contact) return <>{t("chat.title")}</>;
  return (
    <span className="flex items-center gap-3 min-w-0" data-testid="chat-header-contact">
      <ChatAvatar name={contact.name} avatar={contact.avatar} size="w-8" />
      <span className="truncate" data-testid="chat-header-name">{contact.name}</span>
    </span>
  );
}

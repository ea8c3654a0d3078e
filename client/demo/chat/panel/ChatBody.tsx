import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { chatPanelOpen } from "../../../kit/panels.ts";
import { ContactList } from "./ContactList.tsx";
import { Conversation } from "./Conversation.tsx";
import { loadChatData, panelChat } from "./store.ts";

/** Under the header: the contact column (the strip, when closed) and, when open, the conversation. */
export function ChatBody() {
  useSignals();
  const open = chatPanelOpen.value;
  useEffect(() => {
    if (open) loadChatData();
  }, [open]);
  return (
    <div className="flex-1 min-h-0 flex">
      <ContactList session={panelChat} />
      {open && (
        <div className="flex-1 min-w-0 flex flex-col border-s border-base-300">
          <Conversation session={panelChat} />
        </div>
      )}
    </div>
  );
}

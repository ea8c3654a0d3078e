import { useSignals } from "@preact/signals-react/runtime";
import { chatPanelOpen } from "../../../kit/panels.ts";
import { ContactList } from "./ContactList.tsx";
import { Conversation } from "./Conversation.tsx";
import { panelContactId, selectInPanel } from "./session.ts";

/**
 * Under the header: the contact column (the strip, when closed) and, when open, the conversation. Nothing is
 * asked before the panel first opens; once in, the closed strip shows the contacts.
 */
export function ChatBody() {
  useSignals();
  const open = chatPanelOpen.value;
  return (
    <div className="flex-1 min-h-0 flex">
      <ContactList load={open} selected={panelContactId.value} onSelect={selectInPanel} />
      {open && (
        <div className="flex-1 min-w-0 flex flex-col border-s border-base-300">
          <Conversation contactId={panelContactId.value} />
        </div>
      )}
    </div>
  );
}

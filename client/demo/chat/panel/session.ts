import { computed, effect, signal } from "@preact/signals-react";
import { chatPanelOpen, openPanel } from "../../../kit/panels.ts";
import { user } from "../../../session/session.ts";

/**
 * The panel's UI state: which contact's conversation it shows. Its data (contacts, the chat user, the chats) is
 * the chat's queries (../api.ts), which the chat app shares.
 */
export const panelContactId = signal<string | null>(null);

/** Choosing a contact opens the panel on their conversation. */
export function selectInPanel(contactId: string) {
  openPanel("chat");
  panelContactId.value = contactId;
}

// Closing the panel (button, Escape, a click outside, another panel) clears its contact and chat.
effect(() => {
  if (!chatPanelOpen.value) panelContactId.value = null;
});

// Another sign-in starts from no contact chosen (its data is cached apart: the data layer keys it per person).
const signedIn = computed(() => user.value?.uuid ?? null);
effect(() => {
  void signedIn.value;
  panelContactId.value = null;
});

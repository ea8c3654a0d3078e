import { signal } from "@preact/signals-react";

export type MessageVariant = "info" | "success" | "warning" | "error";
/** A button in a message ("Undo"): running it hides the message, so it runs at most once. */
export type MessageAction = { label: string; run: () => void; testId?: string };
export type Message = { id: number; text: string; variant: MessageVariant; action?: MessageAction };

/** Spec section 9: a message stays until dismissed, or for 6000 ms. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

export const messages = signal<Message[]>([]);
let nextId = 1;

export function hideMessage(id: number) {
  messages.value = messages.value.filter((m) => m.id !== id);
}

export function showMessage(
  text: string,
  { variant = "info", autoHideMs = MESSAGE_AUTO_HIDE_MS, action }: {
    variant?: MessageVariant;
    autoHideMs?: number;
    action?: MessageAction;
  } = {},
): number {
  const id = nextId++;
  messages.value = [...messages.value, { id, text, variant, ...(action ? { action } : {}) }];
  if (autoHideMs > 0) setTimeout(() => hideMessage(id), autoHideMs);
  return id;
}

/** The action of message `id` (its button): the message goes, then the action runs; a message gone runs nothing. */
export function runMessageAction(id: number) {
  const action = messages.value.find((m) => m.id === id)?.action;
  hideMessage(id);
  action?.run();
}

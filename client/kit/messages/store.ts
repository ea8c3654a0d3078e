import { signal } from "@preact/signals-react";

export type MessageVariant = "info" | "success" | "warning" | "error";
export type Message = { id: number; text: string; variant: MessageVariant };

/** Spec section 9: a message stays until dismissed, or for 6000 ms. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

export const messages = signal<Message[]>([]);
let nextId = 1;

export function hideMessage(id: number) {
  messages.value = messages.value.filter((m) => m.id !== id);
}

export function showMessage(
  text: string,
  { variant = "info", autoHideMs = MESSAGE_AUTO_HIDE_MS }: { variant?: MessageVariant; autoHideMs?: number } =
    {},
): number {
  const id = nextId++;
  messages.value = [...messages.value, { id, text, variant }];
  if (autoHideMs > 0) setTimeout(() => hideMessage(id), autoHideMs);
  return id;
}

import type { ChatMessage } from "../../../../domain/demo/chat.ts";

/** A run of consecutive messages by one sender: shown together, with one timestamp and one avatar at its end. */
export type MessageGroup = { who: string; own: boolean; messages: ChatMessage[] };

/** Splits a dialog into runs of consecutive messages by the same sender; `own` marks the chat user's runs. */
export function groupMessages(dialog: readonly ChatMessage[], userId: string): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of dialog) {
    const last = groups.at(-1);
    if (last && last.who === message.who) last.messages.push(message);
    else groups.push({ who: message.who, own: message.who === userId, messages: [message] });
  }
  return groups;
}

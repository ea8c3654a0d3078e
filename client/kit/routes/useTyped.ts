import { useState } from "react";
import { useQueryParam } from "./useQueryParam.ts";

type Typed = {
  /** What the box holds: the newest key's text, or the value when it changed from outside. */
  text: string;
  /** What was sent to `follow` and has not come back as the value, trimmed, oldest first. */
  sent: string[];
  /** The value this state has seen. */
  value: string;
};

/**
 * Typed text that the screen answers at once while a slower `value` follows it: a search kept in the page address
 * comes back a moment later (a navigation is a transition), and a screen drawn from the address alone asked for
 * each key's rows only then (47–139 ms after the key, issue 34). What was sent coming back is no outside change;
 * any other value (Back, Forward, a link) replaces the text. A space after a word sends nothing new: searches are
 * of words.
 */
export function useTyped(value: string, follow: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState<Typed>({ text: value, sent: [], value });
  let now = typed;
  if (value !== typed.value) {
    // Settled while rendering, not in an effect, so that no render shows (or asks for) the text an outside change
    // replaced.
    const at = typed.sent.indexOf(value.trim());
    now = at >= 0 ? { ...typed, sent: typed.sent.slice(at + 1), value } : { text: value, sent: [], value };
    setTyped(now);
  }
  const type = (text: string) => {
    const words = text.trim();
    const fresh = words !== (now.sent.at(-1) ?? now.value.trim());
    setTyped((t) => ({ ...t, text, sent: fresh ? [...t.sent, words] : t.sent }));
    if (fresh) follow(text);
  };
  return [now.text, type];
}

/** One value of the address's query as it is typed (useTyped over useQueryParam): `?q=` of a screen's search. */
export function useTypedQueryParam(key: string): [string, (value: string) => void] {
  const [value, set] = useQueryParam(key);
  return useTyped(value, set);
}

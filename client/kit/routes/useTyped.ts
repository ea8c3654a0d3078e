import { useState } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";
import { useQueryParam } from "./useQueryParam.ts";

type Typed = {
  /** What the box holds: the newest key's text, or the value when it changed from outside. */
  text: string;
  /** What was sent to `follow` and has not come back as the value, trimmed, oldest first. */
  sent: string[];
  /** The value this state has seen. */
  value: string;
  /**
   * The router's location it was seen at: a new object for each navigation drawn, even back to the entry seen
   * last (its key would not tell that apart).
   */
  at: Location;
};

/**
 * Typed text that the screen answers at once while a slower `value` follows it: a search kept in the page address
 * comes back a moment later (a navigation is a transition), and a screen drawn from the address alone asked for
 * each key's rows only then (47–139 ms after the key, issue 34). What was sent coming back is no outside change;
 * any other value (Back, Forward, a link) replaces the text. A space after a word sends nothing new: searches are
 * of words.
 *
 * Only a navigation in place can bring back what was sent (`follow` replaces the entry): any other (Back, Forward,
 * a link) is an outside change even when its value is the one last seen. Under load the router may never draw a
 * sent value's entry before Back leaves it, and the list then kept the words Back had taken away.
 */
export function useTyped(value: string, follow: (text: string) => void): [string, (text: string) => void] {
  const entry = useLocation();
  const inPlace = useNavigationType() === "REPLACE";
  const [typed, setTyped] = useState<Typed>({ text: value, sent: [], value, at: entry });
  let now = typed;
  if (entry !== typed.at && !inPlace) {
    now = { text: value, sent: [], value, at: entry };
    setTyped(now);
  } else if (value !== typed.value || entry !== typed.at) {
    // Settled while rendering, not in an effect, so that no render shows (or asks for) the text an outside change
    // replaced.
    const echo = typed.sent.indexOf(value.trim());
    now = value === typed.value
      ? { ...typed, at: entry }
      : echo >= 0
      ? { ...typed, sent: typed.sent.slice(echo + 1), value, at: entry }
      : { text: value, sent: [], value, at: entry };
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

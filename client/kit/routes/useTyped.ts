import { useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";
import { historyIndex } from "./origin.ts";
import { useQueryParam } from "./useQueryParam.ts";

/** How long typing pauses before the address follows the words. */
export const FOLLOW_PAUSE_MS = 300;

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
  /** The browser's entry at the newest key (whereInHistory), if a key was typed. */
  keyAt?: string;
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
 * sent value's entry before Back leaves it, and the list then kept the words Back had taken away. The one other
 * navigation that keeps the text draws the entry the newest key was typed on: under load a sort clicked just
 * before typing was drawn after the key, and the box went back to the old words for a while.
 *
 * The address follows once typing pauses (FOLLOW_PAUSE_MS), with the screen's newest address, and only if the page
 * has not moved since the key (whereInHistory; a navigation the router has not drawn yet counts): each
 * navigation draws the whole screen again as a transition, and at 10,000 clients those drawings of every key held
 * the rows of the last one back by 40–60 ms (a trace: the answer in at 25–45 ms, the rows drawn at 100–150).
 */
export function useTyped(value: string, follow: (text: string) => void): [string, (text: string) => void] {
  const entry = useLocation();
  const inPlace = useNavigationType() === "REPLACE";
  const [typed, setTyped] = useState<Typed>({ text: value, sent: [], value, at: entry });
  // The newest `follow` (its screen's newest address), and the follow a key left waiting for the pause.
  const latest = useRef(follow);
  latest.current = follow;
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(waiting.current), []);
  let now = typed;
  if (entry !== typed.at && !inPlace) {
    // The entry the key was typed on, drawn only now (a sort clicked just before the key) is no outside change.
    now = typed.keyAt === whereInHistory()
      ? { ...typed, value, at: entry }
      : { text: value, sent: [], value, at: entry };
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
    const at = whereInHistory();
    setTyped((t) => ({ ...t, text, sent: fresh ? [...t.sent, words] : t.sent, keyAt: at }));
    if (!fresh) return;
    clearTimeout(waiting.current);
    waiting.current = setTimeout(() => {
      if (whereInHistory() === at) latest.current(text);
    }, FOLLOW_PAUSE_MS);
  };
  return [now.text, type];
}

/**
 * The browser's entry as the router numbers it (origin.ts, which a navigation in place keeps) and its path: another
 * once Back, Forward or a link has moved the page, even before the router has drawn it.
 */
function whereInHistory(): string {
  return `${historyIndex()}\u0000${location.pathname}`;
}

/** One value of the address's query as it is typed (useTyped over useQueryParam): `?q=` of a screen's search. */
export function useTypedQueryParam(key: string): [string, (value: string) => void] {
  const [value, set] = useQueryParam(key);
  return useTyped(value, set);
}

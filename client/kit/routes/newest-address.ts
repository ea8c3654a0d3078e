/**
 * A change made on the screen as drawn, applied to the newest address. A navigation is drawn as a transition: under
 * load the browser's address may already hold one the screen has not drawn yet (a filter chosen), and the next
 * change built on the drawn address (a sort clicked at once) dropped it. Each parameter the change leaves as drawn
 * takes its newest value; each it changes, its own.
 */
export function onNewest(
  drawn: URLSearchParams,
  next: URLSearchParams,
  newest: URLSearchParams,
): URLSearchParams {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const out = new URLSearchParams();
  for (const key of new Set([...next.keys(), ...newest.keys()])) {
    const own = next.getAll(key);
    for (const value of same(own, drawn.getAll(key)) ? newest.getAll(key) : own) out.append(key, value);
  }
  return out;
}

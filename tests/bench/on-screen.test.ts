import assert from "node:assert/strict";
import { ON_SCREEN, type OnScreen, shownUncovered } from "./on-screen.ts";

/** A stand-in for a laid-out element: its box, and the elements it holds. */
function element(box: { width: number; height: number }, inside: object[] = []): Element {
  const el = {
    getBoundingClientRect: () => ({ x: 10, y: 20, ...box }),
    contains: (other: object) => other === el || inside.includes(other),
  };
  return el as unknown as Element;
}

/** Runs `check` with a document whose `elementFromPoint` answers `top` (and records where it was asked). */
function withTop<T>(top: object | null, check: (asked: number[][]) => T): T {
  const asked: number[][] = [];
  const g = globalThis as { document?: unknown };
  const before = g.document;
  g.document = { elementFromPoint: (x: number, y: number) => (asked.push([x, y]), top) };
  try {
    return check(asked);
  } finally {
    g.document = before;
  }
}

Deno.test("shown and uncovered: the element itself, or what it holds, drawn at its centre", () => {
  const child = {};
  const el = element({ width: 100, height: 40 }, [child]);
  withTop(el, (asked) => {
    assert.equal(shownUncovered(el), true);
    assert.deepEqual(asked, [[60, 40]]);
  });
  withTop(child, () => assert.equal(shownUncovered(el), true));
});

Deno.test("shown and uncovered: something around it drawn there (a label around a field) counts as it", () => {
  const el = element({ width: 100, height: 40 });
  const around = element({ width: 200, height: 80 }, [el]);
  withTop(around, () => assert.equal(shownUncovered(el), true));
});

Deno.test("not shown: missing, without a size, or covered by another element (the splash screen)", () => {
  const splash = element({ width: 1280, height: 800 });
  withTop(splash, () => assert.equal(shownUncovered(element({ width: 100, height: 40 })), false));
  withTop(null, () => assert.equal(shownUncovered(element({ width: 100, height: 40 })), false));
  const flat = element({ width: 100, height: 0 });
  withTop(flat, () => assert.equal(shownUncovered(flat), false));
  withTop(null, () => assert.equal(shownUncovered(null), false));
});

Deno.test("the init script gives the page the same check, whole", () => {
  const g = globalThis as Partial<OnScreen>;
  new Function(ON_SCREEN.content)();
  try {
    const el = element({ width: 100, height: 40 });
    withTop(el, () => assert.equal(g.shownUncovered!(el), true));
    withTop(element({ width: 5, height: 5 }), () => assert.equal(g.shownUncovered!(el), false));
  } finally {
    delete g.shownUncovered;
  }
});

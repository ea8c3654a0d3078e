import { useSignals } from "@preact/signals-react/runtime";
import { Fragment, useEffect, useState } from "react";
import { t } from "../../i18n/index.ts";
import { type Shortcut, shortcutGroups, shortcuts, typing, useShortcuts } from "../../shortcuts.ts";
import { Modal } from "../Modal.tsx";
import "./messages.ts";

/** Keys drawn as a sign rather than a word (the same in every language). */
const SIGNS: Record<string, string> = { ArrowUp: "↑", ArrowDown: "↓", ArrowLeft: "←", ArrowRight: "→" };

/** The dialog's own keys: what opens it, and Escape, which closes it and every other dialog or panel. */
const OWN: readonly Shortcut[] = [
  { group: "shortcuts.anywhere", keys: ["?"], words: "shortcuts.show" },
  { group: "shortcuts.anywhere", keys: ["Escape"], words: "shortcuts.dismiss" },
];

const idOf = (group: string) => `keys-${group.replaceAll(".", "-")}`;

/** A key's name as its cap shows it: a sign, the language's word (Space), or the name itself (K, Home). */
function keyLabel(key: string): string {
  const word = `shortcuts.key.${key}`;
  return SIGNS[key] ?? (t(word) === word ? key : t(word));
}

/** One alternative: its chord's keys, each a <kbd>, joined by "+". */
function Chord({ chord }: { chord: string }) {
  // "+" alone is a key; "Control++" would be Control and "+".
  const parts = chord === "+" ? ["+"] : chord.split(/\+(?!$)/);
  return (
    <span className="inline-flex items-center gap-1" dir="ltr">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <span aria-hidden="true">+</span>}
          <kbd className="kbd kbd-sm">{keyLabel(p)}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * "?" (outside a text field and outside another dialog) opens the list of the keyboard shortcuts that work on
 * the page: the lines the shell and the page's features added (client/kit/shortcuts.ts), grouped. Escape closes
 * it and focus goes back where it was (Modal). The shell mounts it once.
 */
export function ShortcutsDialog() {
  useSignals();
  const [open, setOpen] = useState(false);
  useShortcuts(OWN);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) {
        return;
      }
      if (e.target instanceof Element && e.target.closest("dialog[open]")) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const groups = shortcutGroups(shortcuts.value);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      labelledBy="shortcuts-title"
      testId="shortcuts-dialog"
      className="modal"
    >
      <div className="modal-box max-w-lg">
        <h2 id="shortcuts-title" className="font-bold text-lg">{t("shortcuts.title")}</h2>
        <p className="text-sm opacity-80 mt-1">{t("shortcuts.intro")}</p>
        {groups.map(({ group, lines }) => (
          <section key={group} className="mt-4" data-testid="shortcuts-group" aria-labelledby={idOf(group)}>
            <h3 id={idOf(group)} className="font-semibold mb-1">{t(group)}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {lines.map((line) => (
                <div key={line.words} className="contents" data-testid="shortcut">
                  <dt className="flex flex-wrap items-center gap-1">
                    {line.keys.map((chord, i) => (
                      <Fragment key={chord}>
                        {i > 0 && <span className="opacity-80">{t("shortcuts.or")}</span>}
                        <Chord chord={chord} />
                      </Fragment>
                    ))}
                  </dt>
                  <dd>{t(line.words)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <div className="modal-action">
          <button type="button" className="btn" autoFocus onClick={() => setOpen(false)}>
            {t("shortcuts.close")}
          </button>
        </div>
      </div>
    </Modal>
  );
}

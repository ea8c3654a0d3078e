import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { language, LANGUAGES, setLanguage, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Dropdown, MenuEntry } from "./Dropdown.tsx";

/** English, Turkish, Arabic; Arabic turns the page right to left. The menu also leads to the documentation of languages. */
export function LanguageMenu() {
  useSignals();
  return (
    <Dropdown
      label={t("shell.language")}
      testId="language-menu"
      button={
        <>
          <Icon name="translate" size={20} />
          <span className="uppercase text-xs font-semibold">{language.value}</span>
        </>
      }
    >
      {LANGUAGES.map((l) => (
        <MenuEntry key={l.id}>
          <button
            type="button"
            role="menuitemradio"
            aria-checked={language.value === l.id}
            lang={l.id}
            data-lang={l.id}
            className={language.value === l.id ? "menu-active" : ""}
            onClick={() => setLanguage(l.id)}
          >
            <span className="badge badge-sm badge-ghost w-8">{l.flag}</span>
            {l.title}
          </button>
        </MenuEntry>
      ))}
      <MenuEntry className="border-t border-base-300 mt-1 pt-1">
        <Link
          to="/documentation/working-with-ledgerdesk#languages"
          role="menuitem"
          data-testid="language-docs"
        >
          <Icon name="menu_book" size={18} />
          {t("shell.documentation")}
        </Link>
      </MenuEntry>
    </Dropdown>
  );
}

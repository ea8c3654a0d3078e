import { useSignals } from "@preact/signals-react/runtime";
import { language, LANGUAGES, setLanguage } from "../i18n/core.ts";

/**
 * The three languages as buttons a thumb reaches, for pages that stand outside the shell (a request's link, the
 * client portal); the page turns right to left for Arabic. `label` names the group.
 */
export function LanguageSwitch({ label, className = "" }: { label: string; className?: string }) {
  useSignals();
  return (
    <div className={`join ${className}`} role="group" aria-label={label}>
      {LANGUAGES.map((l) => (
        <button
          key={l.id}
          type="button"
          lang={l.id}
          className={`btn btn-sm join-item ${language.value === l.id ? "btn-active" : ""}`}
          aria-pressed={language.value === l.id}
          onClick={() => void setLanguage(l.id)}
        >
          {l.title}
        </button>
      ))}
    </div>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../i18n/index.ts";
import { openPanel } from "../panels.ts";
import { Icon } from "../ui/Icon.tsx";
import { Dropdown } from "./Dropdown.tsx";

/** The user menu. Until sign-in exists every visitor is a guest, offered sign-in and registration. */
export function UserMenu() {
  useSignals();
  return (
    <Dropdown
      label={t("shell.userMenu")}
      testId="user-menu"
      button={
        <>
          <span className="avatar avatar-placeholder">
            <span className="bg-neutral text-neutral-content w-8 rounded-full">
              <Icon name="person" size={20} />
            </span>
          </span>
          <span className="hidden md:inline text-sm">{t("shell.guest")}</span>
        </>
      }
    >
      <li>
        <Link to="/login" role="menuitem">
          <Icon name="lock" size={18} />
          {t("shell.login")}
        </Link>
      </li>
      <li>
        <Link to="/register" role="menuitem">
          <Icon name="person_add" size={18} />
          {t("shell.register")}
        </Link>
      </li>
      <li>
        <button type="button" role="menuitem" onClick={() => openPanel("settings")}>
          <Icon name="tune" size={18} />
          {t("shell.settings")}
        </button>
      </li>
    </Dropdown>
  );
}

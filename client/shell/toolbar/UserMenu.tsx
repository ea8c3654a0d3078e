import { useSignals } from "@preact/signals-react/runtime";
import { Suspense, useState } from "react";
import { SignOutEverywhereDialog } from "../../auth/index.ts";
import { Link } from "react-router";
import { sessionKind, TWO_FACTOR_PATH, user } from "../../session/session.ts";
import { roleLabel, UserAvatar } from "../../session/UserAvatar.tsx";
import { t } from "../../kit/i18n/index.ts";
import { openPanel } from "../../kit/panels.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { Dropdown, MenuEntry } from "./Dropdown.tsx";

function SettingsEntry() {
  return (
    <MenuEntry>
      <button type="button" role="menuitem" onClick={() => openPanel("settings")}>
        <Icon name="tune" size={18} />
        {t("shell.settings")}
      </button>
    </MenuEntry>
  );
}

/** The user menu: the signed-in user with Logout, or for a guest sign-in and registration. */
export function UserMenu() {
  useSignals();
  const [askEverywhere, setAskEverywhere] = useState(false);
  const current = user.value;
  if (!current) {
    return (
      <Dropdown
        label={t("shell.userMenu")}
        testId="user-menu"
        button={
          <>
            <span className="avatar avatar-placeholder">
              <span className="bg-neutral text-neutral-content w-8 flex aspect-square items-center justify-center rounded-full">
                <Icon name="person" size={20} />
              </span>
            </span>
            <span className="hidden md:inline text-sm" data-testid="user-menu-name">{t("shell.guest")}</span>
          </>
        }
      >
        <MenuEntry>
          <Link to="/login" role="menuitem">
            <Icon name="lock" size={18} />
            {t("shell.login")}
          </Link>
        </MenuEntry>
        <MenuEntry>
          <Link to="/register" role="menuitem">
            <Icon name="person_add" size={18} />
            {t("shell.register")}
          </Link>
        </MenuEntry>
        <SettingsEntry />
      </Dropdown>
    );
  }
  const role = roleLabel(current, sessionKind.value === "demo", t);
  // A back-office session can be ended everywhere; a demo session lives in this browser only.
  const employee = sessionKind.value === "employee";
  return (
    <>
      <Dropdown
        label={t("shell.userMenu")}
        testId="user-menu"
        button={
          <>
            <UserAvatar user={current} />
            <span className="hidden md:flex flex-col items-start leading-tight max-w-40">
              <span className="text-sm font-semibold truncate max-w-full" data-testid="user-menu-name">
                {current.data.displayName}
              </span>
              <span className="text-xs opacity-70 truncate max-w-full">{role}</span>
            </span>
          </>
        }
      >
        <MenuEntry className="menu-title normal-case">
          <span className="truncate" data-testid="user-menu-email">{current.data.email || role}</span>
        </MenuEntry>
        <SettingsEntry />
        <MenuEntry>
          <Link to="/pages/auth/lock" role="menuitem" data-testid="lock-screen">
            <Icon name="lock" size={18} />
            {t("auth.user.lock")}
          </Link>
        </MenuEntry>
        <MenuEntry>
          <Link to="/logout" role="menuitem" data-testid="logout">
            <Icon name="logout" size={18} />
            {t("auth.user.logout")}
          </Link>
        </MenuEntry>
        {employee && (
          <MenuEntry>
            <Link to={TWO_FACTOR_PATH} role="menuitem" data-testid="two-factor-link">
              <Icon name="phonelink_lock" size={18} />
              {t("auth.user.twoFactor")}
            </Link>
          </MenuEntry>
        )}
        {employee && (
          <MenuEntry>
            <button
              type="button"
              role="menuitem"
              onClick={() => setAskEverywhere(true)}
              data-testid="logout-everywhere"
            >
              <Icon name="devices" size={18} />
              {t("auth.user.logoutEverywhere")}
            </button>
          </MenuEntry>
        )}
      </Dropdown>
      {askEverywhere && (
        <Suspense fallback={null}>
          <SignOutEverywhereDialog onClose={() => setAskEverywhere(false)} />
        </Suspense>
      )}
    </>
  );
}

import type { SessionUser } from "./user.ts";

/** Only pictures the page may load (CSP img-src 'self' data: blob:); anything else falls back to the initial. */
function loadable(url: string): boolean {
  return /^(\/(?!\/)|data:image\/|blob:)/.test(url);
}

/** The user's picture, or the first letter of the name on the primary colour. */
export function UserAvatar({ user, size = "w-8" }: { user: SessionUser; size?: string }) {
  const { photoURL, displayName } = user.data;
  if (photoURL && loadable(photoURL)) {
    return (
      <span className="avatar">
        <span className={`${size} block aspect-square overflow-hidden rounded-full`}>
          <img src={photoURL} alt="" />
        </span>
      </span>
    );
  }
  return (
    <span className="avatar avatar-placeholder">
      <span
        className={`bg-primary text-primary-content ${size} flex aspect-square items-center justify-center rounded-full`}
      >
        <span className="text-sm font-semibold uppercase">{displayName.trim().charAt(0) || "?"}</span>
      </span>
    </span>
  );
}

/** What to say under the name: the roles, or that it is a demo account. */
export function roleLabel(user: SessionUser, demo: boolean, t: (key: string) => string): string {
  const roles = user.role.map((r) => t(`auth.roles.${r}`)).join(", ");
  return demo ? `${t("auth.user.demo")} · ${roles}` : roles;
}

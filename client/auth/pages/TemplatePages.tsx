import { useNavigate } from "react-router";
import type { AuthVariant } from "./AuthFrame.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { RegisterPage } from "./RegisterPage.tsx";

/** `/pages/auth/login`: the real sign-in in the template's layouts; open to all, so it goes home itself. */
export function TemplateLoginPage({ variant }: { variant: AuthVariant }) {
  const navigate = useNavigate();
  return <LoginPage variant={variant} onSignedIn={() => navigate("/", { replace: true })} />;
}

/** `/pages/auth/register`: the real (demo) registration in the template's layouts, then home. */
export function TemplateRegisterPage({ variant }: { variant: AuthVariant }) {
  const navigate = useNavigate();
  return <RegisterPage variant={variant} onRegistered={() => navigate("/", { replace: true })} />;
}

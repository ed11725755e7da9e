import { useLocation, useSubmit } from 'react-router';
import { useLang } from './i18n';
import { localizePath, splitLangPath } from './language';

/** Spec: sign-out clears local storage and the user cookie, and reloads the page. */
export function clearBrowserSession() {
  localStorage.clear();
}

export function useLogoutPath() {
  const lang = useLang();
  const location = useLocation();
  return {
    action: localizePath('/logout', lang),
    continueUrl: splitLangPath(location.pathname).rest + location.search,
  };
}

/** Signs out from a menu item, where a form of its own would close before submitting. */
export function useLogout() {
  const submit = useSubmit();
  const { action, continueUrl } = useLogoutPath();
  return () => {
    clearBrowserSession();
    submit({ continueUrl }, { method: 'post', action });
  };
}

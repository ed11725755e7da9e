import { i as isLang, g as defaultLang, u as useLang, d as useT } from "./i18n-itntDfmk.js";
import { jsxs, jsx } from "react/jsx-runtime";
import { Globe, ChevronDown, UserRound } from "lucide-react";
const languageKey = "language";
function looksLikeLanguage(segment) {
  return /^[a-z]{2}(-[a-z]{2,4})?$/i.test(segment);
}
function splitLangPath(pathname) {
  const [, first = "", ...others] = pathname.split("/");
  if (isLang(first) && first !== defaultLang) return { lang: first, rest: `/${others.join("/")}` };
  return { lang: defaultLang, rest: pathname || "/" };
}
function storedLanguage(cookieHeader) {
  const match = /(?:^|;\s*)language=([^;]+)/.exec(cookieHeader ?? "");
  const value = match?.[1]?.slice(0, 2);
  return isLang(value) ? value : null;
}
function LanguageButton(props) {
  const lang = useLang();
  const t = useT();
  return /* @__PURE__ */ jsxs(
    "button",
    {
      type: "button",
      className: "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm hover:bg-surface",
      "aria-label": t("header.language"),
      "data-testid": "language-select",
      ...props,
      children: [
        /* @__PURE__ */ jsx(Globe, { className: "size-4", "aria-hidden": true }),
        /* @__PURE__ */ jsx("span", { className: "uppercase", children: lang }),
        /* @__PURE__ */ jsx(ChevronDown, { className: "size-3", "aria-hidden": true })
      ]
    }
  );
}
function ProfileButton(props) {
  const t = useT();
  return /* @__PURE__ */ jsxs(
    "button",
    {
      type: "button",
      className: "flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-xs hover:bg-surface",
      "data-testid": "profile-menu",
      ...props,
      children: [
        /* @__PURE__ */ jsx(UserRound, { className: "size-6", "aria-hidden": true }),
        /* @__PURE__ */ jsx("span", { className: "hidden sm:block", children: t("header.profile") }),
        /* @__PURE__ */ jsx("span", { className: "sr-only sm:hidden", children: t("header.profile") })
      ]
    }
  );
}
export {
  LanguageButton as L,
  ProfileButton as P,
  storedLanguage as a,
  languageKey as b,
  looksLikeLanguage as l,
  splitLangPath as s
};

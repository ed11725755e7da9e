import { jsxs, jsx } from "react/jsx-runtime";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useLocation, Link } from "react-router";
import { u as useLang, e as languages, c as localizePath } from "./i18n-itntDfmk.js";
import { s as splitLangPath, L as LanguageButton, b as languageKey } from "./header-buttons-R3WnQcaK.js";
import "react";
import "intl-messageformat";
import "lucide-react";
function LanguageSelect({ defaultOpen = false }) {
  const lang = useLang();
  const location = useLocation();
  const { rest } = splitLangPath(location.pathname);
  const remember = (shorthand) => {
    localStorage.setItem(languageKey, shorthand);
  };
  return /* @__PURE__ */ jsxs(DropdownMenu.Root, { modal: false, defaultOpen, children: [
    /* @__PURE__ */ jsx(DropdownMenu.Trigger, { asChild: true, children: /* @__PURE__ */ jsx(LanguageButton, {}) }),
    /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(
      DropdownMenu.Content,
      {
        align: "end",
        sideOffset: 4,
        className: "z-50 min-w-36 rounded-lg border border-line bg-white p-1 shadow-lg",
        children: languages.map((language) => /* @__PURE__ */ jsx(DropdownMenu.Item, { asChild: true, children: /* @__PURE__ */ jsx(
          Link,
          {
            to: localizePath(rest, language.shorthand) + location.search,
            reloadDocument: true,
            onClick: () => remember(language.shorthand),
            hrefLang: language.shorthand,
            lang: language.shorthand,
            "aria-current": language.shorthand === lang ? "true" : void 0,
            className: "block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent-soft aria-[current]:font-semibold",
            children: language.label
          }
        ) }, language.code))
      }
    ) })
  ] });
}
export {
  LanguageSelect
};

import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { useLocation, Link } from "react-router";
import { w as useLogout, q as isSeller, g as isOperator } from "./use-logout-CTZH5b2n.js";
import { d as useT, u as useLang, c as localizePath } from "./i18n-itntDfmk.js";
import { P as ProfileButton, s as splitLangPath } from "./header-buttons-R3WnQcaK.js";
import "cookie";
import "zod";
import "intl-messageformat";
import "lucide-react";
const itemClass = "block w-full rounded-md px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-accent-soft";
function MenuLink({ to, label }) {
  return /* @__PURE__ */ jsx(DropdownMenu.Item, { asChild: true, children: /* @__PURE__ */ jsx(Link, { className: itemClass, to, children: label }) });
}
function AnonymousItems() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const here = splitLangPath(location.pathname).rest + location.search;
  const continueUrl = here === "/" ? "" : `?continueUrl=${encodeURIComponent(here)}`;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(MenuLink, { to: localizePath(`/login${continueUrl}`, lang), label: t("profile.login") }),
    /* @__PURE__ */ jsx(MenuLink, { to: localizePath("/register", lang), label: t("profile.register") })
  ] });
}
function SignedInItems({ user }) {
  const t = useT();
  const lang = useLang();
  const logout = useLogout();
  const to = (path) => localizePath(path, lang);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx(DropdownMenu.Label, { className: "truncate px-3 py-2 text-xs text-muted", children: t("profile.greeting", { name: user.firstName }) }),
    /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile"), label: t("profile.settings") }),
    /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile#user-info"), label: t("account.userInfo") }),
    /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile#password"), label: t("account.password") }),
    isSeller(user) ? /* @__PURE__ */ jsx(MenuLink, { to: to("/shop/products/all-products/1"), label: t("profile.shop") }) : /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile/my-orders"), label: t("profile.orders") }),
      /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile/my-address"), label: t("profile.addresses") }),
      /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile/promo-codes"), label: t("promo.profile.title") }),
      /* @__PURE__ */ jsx(MenuLink, { to: to("/user/profile/gift-cards"), label: t("giftCard.profile.title") })
    ] }),
    /* @__PURE__ */ jsx(MenuLink, { to: to("/wishlist"), label: t("account.likes") }),
    /* @__PURE__ */ jsx(MenuLink, { to: to("/help"), label: t("account.help") }),
    isOperator(user) && /* @__PURE__ */ jsx(MenuLink, { to: to("/admin"), label: t("profile.backOffice") }),
    /* @__PURE__ */ jsx(DropdownMenu.Separator, { className: "my-1 h-px bg-line" }),
    /* @__PURE__ */ jsx(DropdownMenu.Item, { className: itemClass, onSelect: logout, children: t("profile.logout") })
  ] });
}
function ProfileMenu({
  user,
  defaultOpen = false
}) {
  const followed = useRef(false);
  return /* @__PURE__ */ jsxs(DropdownMenu.Root, { modal: false, defaultOpen, children: [
    /* @__PURE__ */ jsx(DropdownMenu.Trigger, { asChild: true, children: /* @__PURE__ */ jsx(ProfileButton, {}) }),
    /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(
      DropdownMenu.Content,
      {
        align: "end",
        sideOffset: 4,
        onClickCapture: (event) => {
          followed.current = event.target.closest("a[href]") !== null;
        },
        onCloseAutoFocus: (event) => {
          if (followed.current) event.preventDefault();
          followed.current = false;
        },
        className: "z-50 min-w-48 rounded-lg border border-line bg-white p-1 shadow-lg",
        children: user ? /* @__PURE__ */ jsx(SignedInItems, { user }) : /* @__PURE__ */ jsx(AnonymousItems, {})
      }
    ) })
  ] });
}
export {
  ProfileMenu
};

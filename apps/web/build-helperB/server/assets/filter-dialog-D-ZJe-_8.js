import { jsxs, jsx } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState, useRef } from "react";
import { d as useT } from "./i18n-itntDfmk.js";
import { k as FilterLink, F as FilterPanel } from "./filter-panel-CGEUj0o-.js";
import "intl-messageformat";
import "react-router";
import "zod";
function FilterDialog({
  listing,
  controls,
  applied,
  defaultOpen = false
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef(null);
  return /* @__PURE__ */ jsxs(Dialog.Root, { open, onOpenChange: setOpen, children: [
    /* @__PURE__ */ jsx(
      FilterLink,
      {
        ref: trigger,
        applied,
        onClick: (event) => {
          event.preventDefault();
          setOpen(true);
        }
      }
    ),
    /* @__PURE__ */ jsxs(Dialog.Portal, { children: [
      /* @__PURE__ */ jsx(Dialog.Overlay, { className: "fixed inset-0 z-50 bg-black/40" }),
      /* @__PURE__ */ jsxs(
        Dialog.Content,
        {
          className: "fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100vw)] flex-col bg-white shadow-2xl",
          onCloseAutoFocus: (event) => {
            event.preventDefault();
            trigger.current?.focus();
          },
          "aria-describedby": void 0,
          children: [
            /* @__PURE__ */ jsxs("div", { className: "flex items-center justify-between border-b border-line px-4 py-3", children: [
              /* @__PURE__ */ jsx(Dialog.Title, { className: "text-lg font-bold", children: t("catalog.filters.title") }),
              /* @__PURE__ */ jsx(
                Dialog.Close,
                {
                  className: "rounded-md p-1.5 hover:bg-surface",
                  "aria-label": t("catalog.filters.close"),
                  children: /* @__PURE__ */ jsx(X, { className: "size-5", "aria-hidden": true })
                }
              )
            ] }),
            /* @__PURE__ */ jsx("div", { className: "flex-1 overflow-y-auto px-4", children: /* @__PURE__ */ jsx(
              FilterPanel,
              {
                listing,
                controls,
                autoSubmit: false,
                onDone: () => setOpen(false)
              }
            ) })
          ]
        }
      )
    ] })
  ] });
}
export {
  FilterDialog
};

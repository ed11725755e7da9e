import { jsxs, jsx } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
import { Printer, X } from "lucide-react";
import { useState, useEffect } from "react";
import { useFetcher } from "react-router";
import { d as useT, u as useLang, c as localizePath } from "./i18n-itntDfmk.js";
import "intl-messageformat";
function TermsDialog({
  className,
  label,
  defaultOpen = false
}) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(defaultOpen);
  const fetcher = useFetcher();
  const href = localizePath("/buyer-agreement", lang);
  const page = fetcher.data?.page;
  useEffect(() => {
    if (defaultOpen && fetcher.state === "idle" && !fetcher.data) fetcher.load(href);
  }, []);
  return /* @__PURE__ */ jsxs(
    Dialog.Root,
    {
      open,
      onOpenChange: (next) => {
        setOpen(next);
        if (next && fetcher.state === "idle" && !fetcher.data) fetcher.load(href);
      },
      children: [
        /* @__PURE__ */ jsx(
          "a",
          {
            href,
            className,
            onClick: (event) => {
              event.preventDefault();
              setOpen(true);
              if (fetcher.state === "idle" && !fetcher.data) fetcher.load(href);
            },
            children: label ?? t("header.terms")
          }
        ),
        /* @__PURE__ */ jsxs(Dialog.Portal, { children: [
          /* @__PURE__ */ jsx(Dialog.Overlay, { className: "fixed inset-0 z-50 bg-black/40", "data-print-hide": true }),
          /* @__PURE__ */ jsxs(
            Dialog.Content,
            {
              "data-print-root": true,
              className: "fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl",
              children: [
                /* @__PURE__ */ jsxs("div", { className: "flex items-center justify-between gap-4 border-b border-line px-5 py-4", children: [
                  /* @__PURE__ */ jsx(Dialog.Title, { className: "text-lg font-bold", children: page?.title ?? t("header.terms") }),
                  /* @__PURE__ */ jsxs("div", { className: "flex items-center gap-2", "data-print-hide": true, children: [
                    /* @__PURE__ */ jsxs(
                      "button",
                      {
                        type: "button",
                        onClick: () => window.print(),
                        className: "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-line px-3 py-1.5 text-sm hover:bg-surface",
                        children: [
                          /* @__PURE__ */ jsx(Printer, { className: "size-4", "aria-hidden": true }),
                          " ",
                          t("agreement.print")
                        ]
                      }
                    ),
                    /* @__PURE__ */ jsx(Dialog.Close, { className: "rounded-md p-1.5 hover:bg-surface", "aria-label": t("agreement.close"), children: /* @__PURE__ */ jsx(X, { className: "size-5", "aria-hidden": true }) })
                  ] })
                ] }),
                /* @__PURE__ */ jsx(Dialog.Description, { asChild: true, children: /* @__PURE__ */ jsx("div", { className: "prose-content overflow-y-auto px-5 py-4 text-sm", children: page ? (
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: marketplace-authored legal text from our own database
                  /* @__PURE__ */ jsx("div", { dangerouslySetInnerHTML: { __html: page.body } })
                ) : /* @__PURE__ */ jsx("p", { children: t("agreement.loading") }) }) })
              ]
            }
          )
        ] })
      ]
    }
  );
}
export {
  TermsDialog
};

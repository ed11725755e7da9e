import { jsx, jsxs, Fragment } from "react/jsx-runtime";
import { SlidersHorizontal, ChevronDown } from "lucide-react";
import { c as localizePath, d as useT, u as useLang, f as translate } from "./i18n-itntDfmk.js";
import { useState, useId, useRef, useEffect } from "react";
import { useSubmit, Link } from "react-router";
import { z } from "zod";
const sortOptions = ["default", "new", "discounted", "priceAsc", "priceDesc", "rating"];
const ProductSort = z.enum(sortOptions, { message: "validation.invalid" });
const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  inStock: z.boolean(),
  /** Options (colour, size...) must be chosen on the product page before it goes in the basket. */
  hasVariants: z.boolean(),
  /**
   * For a product with variants, the one whose prices the card shows: the cheapest a buyer can order
   * (of all, when none can be). The card links to it (`?v=id`) and the product page opens on it.
   * `label` names its options ("256 GB / Qara"); `priceFrom` says other variants cost more.
   */
  variant: z.object({ id: z.number().int(), label: z.string(), priceFrom: z.boolean() }).nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  shop: z.object({ slug: z.string(), name: z.string() })
});
const listParam = z.preprocess(
  (value) => {
    const values = Array.isArray(value) ? value : value === void 0 ? [] : [value];
    return values.map((v) => String(v).trim()).filter(Boolean);
  },
  z.array(z.string().max(200)).max(50)
);
const flagParam = z.preprocess((value) => value === "true" || value === "1" || value === true, z.boolean());
const aznParam = z.coerce.number({ message: "validation.invalid" }).min(0, "validation.invalid").max(1e7).optional();
const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1e4).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
  sort: ProductSort.default("default"),
  minPrice: aznParam,
  maxPrice: aznParam,
  shop: listParam,
  brand: listParam,
  prop: listParam,
  inStock: flagParam,
  discounted: flagParam,
  /** A running campaign's slug: its categories' discounted products. */
  campaign: z.string().trim().max(100).optional(),
  lang: z.string().optional()
});
const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
const ProductFacets = z.object({
  price: z.object({ min: z.number(), max: z.number() }),
  /** Categories (by id) of the products found, so a seller page or search can narrow by them. */
  categories: z.array(FacetValue),
  shops: z.array(FacetValue),
  brands: z.array(FacetValue),
  properties: z.array(z.object({ name: z.string(), values: z.array(FacetValue) })),
  inStock: z.number().int(),
  discounted: z.number().int()
});
const ProductListResult = z.object({
  items: z.array(ProductCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  facets: ProductFacets
});
z.object({
  slug: z.string().trim().min(1, "validation.required").max(200),
  lang: z.string().optional()
});
const OfferField = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() }))
});
const ProductVariant = z.object({
  id: z.number().int(),
  valueId: z.number().int(),
  secondValueId: z.number().int().nullable(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  stockCount: z.number().int(),
  inStock: z.boolean()
});
const ProductDetail = ProductCard.extend({
  description: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  stockCount: z.number().int(),
  /** The YouTube video id, taken from the seller's link. */
  youtubeId: z.string().nullable(),
  photos: z.array(z.string()),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  breadcrumbs: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  shop: z.object({ slug: z.string(), name: z.string(), logo: z.string(), rating: z.number() }),
  offerFields: z.array(OfferField),
  variants: z.array(ProductVariant),
  similar: z.array(ProductCard),
  promoted: z.array(ProductCard),
  /** Extras the seller offers to buy with it (spec: basketBuyWiths), in stock. */
  buyWith: z.array(ProductCard)
});
const ProductRequestBody = z.object({
  productId: z.coerce.number({ message: "validation.invalidId" }).int("validation.invalidId").positive("validation.invalidId"),
  name: z.string({ message: "validation.required" }).trim().min(1, "validation.required").max(100, "validation.tooLong"),
  phone: z.string({ message: "validation.required" }).trim().min(1, "validation.required").regex(/^994\d{9}$/, "validation.phoneFormat"),
  message: z.string({ message: "validation.required" }).trim().min(1, "validation.required").max(1e3, "validation.tooLong"),
  /** The chosen variant, when that combination is what is out of stock. */
  variantId: z.preprocess(
    (value) => value === "" || value === null ? void 0 : value,
    z.coerce.number({ message: "validation.invalidId" }).int("validation.invalidId").positive("validation.invalidId").optional()
  )
}).strict();
const ComboSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  price: z.number(),
  priceApart: z.number(),
  image: z.string().nullable(),
  shop: z.object({ slug: z.string(), name: z.string() })
});
ComboSummary.extend({
  items: z.array(z.object({ product: ProductCard, count: z.number().int() })),
  inStock: z.boolean(),
  otherCombos: z.array(ComboSummary)
});
z.object({
  code: z.string().trim().min(1, "validation.required").max(40),
  lang: z.string().optional()
});
z.object({
  limit: z.coerce.number().int().min(1).max(48).default(12),
  lang: z.string().optional()
});
z.object({
  page: z.coerce.number().int().min(1).max(1e4).default(1),
  /** The sitemap index asks for one address only, to learn the total. */
  pageSize: z.coerce.number().int().min(1).max(5e4).default(5e4)
});
z.object({
  items: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int()
});
const sitemapPageSize = 5e4;
function useDeferred(load) {
  const [Real, setReal] = useState(null);
  const start = () => {
    if (!Real) void load().then((component) => setReal(() => component));
  };
  const warm = () => void load();
  return [Real, start, warm];
}
const FilterQuery = ProductListQuery.pick({
  sort: true,
  minPrice: true,
  maxPrice: true,
  shop: true,
  brand: true,
  prop: true,
  inStock: true,
  discounted: true
});
const listKeys = ["shop", "brand", "prop"];
const scalarKeys = ["sort", "minPrice", "maxPrice", "inStock", "discounted"];
function readFilters(search, scope) {
  const raw = {};
  for (const key of listKeys) {
    const values = search.getAll(key).filter((value) => value.trim() !== "");
    if (values.length > 0) raw[key] = values;
  }
  for (const key of scalarKeys) {
    const value = search.get(key)?.trim();
    if (value) raw[key] = value;
  }
  if (!scope.sortable) delete raw.sort;
  const errors = {};
  let parsed = FilterQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key !== "string") continue;
      delete raw[key];
      if (key === "sort" || key === "minPrice" || key === "maxPrice") errors[key] = issue.message;
    }
    parsed = FilterQuery.safeParse(raw);
  }
  const query = parsed.success ? parsed.data : FilterQuery.parse({});
  const offered = new Set(scope.filters);
  const categoryId = Number(search.get("categoryId"));
  return {
    filters: {
      keyword: search.get("keyword")?.trim() || void 0,
      sort: raw.sort === void 0 ? scope.defaultSort : query.sort,
      minPrice: offered.has("price") ? query.minPrice : void 0,
      maxPrice: offered.has("price") ? query.maxPrice : void 0,
      categoryId: offered.has("category") && Number.isInteger(categoryId) && categoryId > 0 ? categoryId : void 0,
      shop: offered.has("shop") ? query.shop : [],
      brand: offered.has("brand") ? query.brand : [],
      prop: offered.has("prop") ? query.prop : [],
      inStock: offered.has("inStock") && query.inStock,
      discounted: offered.has("discounted") && query.discounted
    },
    errors
  };
}
function filterSearch(filters, defaultSort) {
  const search = new URLSearchParams();
  if (filters.keyword !== void 0) search.set("keyword", filters.keyword);
  if (filters.sort !== defaultSort) search.set("sort", filters.sort);
  if (filters.minPrice !== void 0) search.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== void 0) search.set("maxPrice", String(filters.maxPrice));
  if (filters.categoryId !== void 0) search.set("categoryId", String(filters.categoryId));
  for (const key of listKeys) for (const value of filters[key]) search.append(key, value);
  if (filters.inStock) search.set("inStock", "true");
  if (filters.discounted) search.set("discounted", "true");
  return search;
}
const noFilters = {
  sort: "default",
  shop: [],
  brand: [],
  prop: [],
  inStock: false,
  discounted: false
};
function clearedFilters(filters, elsewhere) {
  return {
    keyword: filters.keyword,
    sort: filters.sort,
    shop: [],
    brand: [],
    prop: [],
    inStock: false,
    discounted: elsewhere.includes("discounted") && filters.discounted
  };
}
const listingPageSize = 24;
function apiQuery(filters, fixed, page, pageSize = listingPageSize) {
  const search = filterSearch(filters, "default");
  if (fixed.categoryId !== void 0) search.set("categoryId", String(fixed.categoryId));
  if (fixed.shop !== void 0) search.append("shop", fixed.shop);
  if (fixed.campaign !== void 0) search.set("campaign", fixed.campaign);
  if (fixed.discounted) search.set("discounted", "true");
  search.set("page", String(page));
  search.set("pageSize", String(pageSize));
  return search;
}
function facetLabel(values, value) {
  return values.find((entry) => entry.value === value)?.label ?? value;
}
function appliedFilters(filters, facets) {
  const chips = [];
  if (filters.minPrice !== void 0 || filters.maxPrice !== void 0) {
    chips.push({
      kind: "price",
      key: "price",
      label: "",
      without: { ...filters, minPrice: void 0, maxPrice: void 0 }
    });
  }
  if (filters.categoryId !== void 0) {
    chips.push({
      kind: "category",
      key: `category-${filters.categoryId}`,
      label: facetLabel(facets.categories, String(filters.categoryId)),
      without: { ...filters, categoryId: void 0 }
    });
  }
  for (const shop of filters.shop) {
    chips.push({
      kind: "shop",
      key: `shop-${shop}`,
      label: facetLabel(facets.shops, shop),
      without: { ...filters, shop: filters.shop.filter((value) => value !== shop) }
    });
  }
  for (const brand of filters.brand) {
    chips.push({
      kind: "brand",
      key: `brand-${brand}`,
      label: facetLabel(facets.brands, brand),
      without: { ...filters, brand: filters.brand.filter((value) => value !== brand) }
    });
  }
  for (const prop of filters.prop) {
    chips.push({
      kind: "prop",
      key: `prop-${prop}`,
      label: prop.replace(":", ": "),
      without: { ...filters, prop: filters.prop.filter((value) => value !== prop) }
    });
  }
  if (filters.inStock)
    chips.push({ kind: "inStock", key: "inStock", label: "", without: { ...filters, inStock: false } });
  if (filters.discounted)
    chips.push({
      kind: "discounted",
      key: "discounted",
      label: "",
      without: { ...filters, discounted: false }
    });
  return chips;
}
function pageNumber(param) {
  if (param === void 0) return 1;
  return /^[1-9]\d{0,4}$/.test(param) ? Number(param) : null;
}
function listingHref(basePath, lang, filters, defaultSort, page = 1) {
  const path = localizePath(page > 1 ? `${basePath}/${page}` : basePath, lang);
  const search = filterSearch(filters, defaultSort).toString();
  return search ? `${path}?${search}` : path;
}
function FilterLink({ applied, ...props }) {
  const t = useT();
  return /* @__PURE__ */ jsxs(
    "a",
    {
      href: "#listing-filters",
      className: "inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold lg:hidden",
      "data-testid": "filters-button",
      ...props,
      children: [
        /* @__PURE__ */ jsx(SlidersHorizontal, { className: "size-4", "aria-hidden": true }),
        t("catalog.filters.title"),
        applied > 0 && /* @__PURE__ */ jsx("span", { className: "rounded-full bg-accent px-1.5 text-xs text-white", children: applied })
      ]
    }
  );
}
function DeferredFilterDialog(props) {
  const [Real, start, warm] = useDeferred(() => import("./filter-dialog-D-ZJe-_8.js").then((m) => m.FilterDialog));
  if (Real) return /* @__PURE__ */ jsx(Real, { ...props, defaultOpen: true });
  return /* @__PURE__ */ jsx(
    FilterLink,
    {
      applied: props.applied,
      "aria-haspopup": "dialog",
      onPointerEnter: warm,
      onClick: (event) => {
        event.preventDefault();
        start();
      }
    }
  );
}
function HiddenFields({ search }) {
  return /* @__PURE__ */ jsx(Fragment, { children: [...search].map(([name, value]) => /* @__PURE__ */ jsx("input", { type: "hidden", name, value }, `${name}=${value}`)) });
}
function useListingSubmit(defaultSort) {
  const submit = useSubmit();
  return (form) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== "string" || value.trim() === "") continue;
      if (name === "sort" && value === defaultSort) continue;
      search.append(name, value.trim());
    }
    submit(search, {
      method: "get",
      action: form.getAttribute("action") ?? void 0,
      preventScrollReset: true
    });
  };
}
function Group({ title, open, children }) {
  return /* @__PURE__ */ jsxs("details", { open, className: "group border-b border-line py-3", children: [
    /* @__PURE__ */ jsxs("summary", { className: "flex cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden", children: [
      title,
      /* @__PURE__ */ jsx(ChevronDown, { className: "size-4 text-muted transition group-open:rotate-180", "aria-hidden": true })
    ] }),
    /* @__PURE__ */ jsx("div", { className: "mt-2", children })
  ] });
}
function CheckboxList({
  title,
  name,
  options,
  selected
}) {
  const id = useId();
  return /* @__PURE__ */ jsxs("fieldset", { children: [
    /* @__PURE__ */ jsx("legend", { className: "sr-only", children: title }),
    /* @__PURE__ */ jsx("ul", { className: "max-h-56 space-y-1 overflow-y-auto pr-1", children: options.map((option, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
      "label",
      {
        htmlFor: `${id}-${index}`,
        className: "flex cursor-pointer items-center gap-2 py-0.5 text-sm",
        children: [
          /* @__PURE__ */ jsx(
            "input",
            {
              id: `${id}-${index}`,
              type: "checkbox",
              name,
              value: option.value,
              defaultChecked: selected.includes(option.value),
              className: "size-4 shrink-0 accent-accent"
            }
          ),
          /* @__PURE__ */ jsx("span", { className: "min-w-0 flex-1 truncate", children: option.label }),
          /* @__PURE__ */ jsx("span", { className: "text-xs text-muted", children: option.count })
        ]
      }
    ) }, option.value)) })
  ] });
}
function carriedFields(filters, listing, controls) {
  const all = filterSearch(filters, listing.scope.defaultSort);
  const carried = new URLSearchParams();
  if (filters.keyword !== void 0) carried.set("keyword", filters.keyword);
  if (all.has("sort")) carried.set("sort", all.get("sort") ?? "");
  if (filters.categoryId !== void 0) carried.set("categoryId", String(filters.categoryId));
  if (!controls.has("discounted") && filters.discounted) carried.set("discounted", "true");
  return carried;
}
function FilterPanel({
  listing,
  controls,
  autoSubmit,
  onDone
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { filters, errors, result, scope } = listing;
  const { facets } = result;
  const shown = new Set(controls);
  const submit = useListingSubmit(scope.defaultSort);
  const errorText = (key) => key ? translate(key, lang) : null;
  const priceError = errorText(errors.minPrice) ?? errorText(errors.maxPrice);
  const form = useRef(null);
  const applied = listingHref(scope.basePath, lang, filters, scope.defaultSort);
  const syncedUrl = useRef(applied);
  useEffect(() => {
    if (syncedUrl.current === applied) return;
    syncedUrl.current = applied;
    form.current?.reset();
  }, [applied]);
  return /* @__PURE__ */ jsxs(
    "form",
    {
      method: "get",
      ref: form,
      action: localizePath(scope.basePath, lang),
      onChange: (event) => {
        const target = event.target;
        if (autoSubmit && target instanceof HTMLInputElement && target.type === "checkbox")
          submit(event.currentTarget);
      },
      onSubmit: (event) => {
        event.preventDefault();
        submit(event.currentTarget);
        onDone?.();
      },
      "data-testid": "filter-form",
      children: [
        /* @__PURE__ */ jsx(HiddenFields, { search: carriedFields(filters, listing, shown) }),
        shown.has("category") && facets.categories.length > 0 && /* @__PURE__ */ jsx(Group, { title: t("catalog.filters.categories"), open: true, children: /* @__PURE__ */ jsx("ul", { className: "max-h-64 space-y-1 overflow-y-auto text-sm", "data-testid": "category-facet", children: facets.categories.map((category) => {
          const active = filters.categoryId === Number(category.value);
          const next = { ...filters, categoryId: active ? void 0 : Number(category.value) };
          return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
            Link,
            {
              to: listingHref(scope.basePath, lang, next, scope.defaultSort),
              preventScrollReset: true,
              onClick: onDone,
              "aria-current": active ? "true" : void 0,
              className: `flex items-center justify-between gap-2 rounded px-1 py-0.5 hover:text-accent ${active ? "font-semibold text-accent" : ""}`,
              children: [
                /* @__PURE__ */ jsx("span", { className: "truncate", children: category.label }),
                /* @__PURE__ */ jsx("span", { className: "text-xs text-muted", children: category.count })
              ]
            }
          ) }, category.value);
        }) }) }),
        shown.has("price") && /* @__PURE__ */ jsx(Group, { title: t("catalog.filters.price"), open: true, children: /* @__PURE__ */ jsxs("fieldset", { "aria-describedby": priceError ? `${id}-price-error` : void 0, children: [
          /* @__PURE__ */ jsx("legend", { className: "sr-only", children: t("catalog.filters.price") }),
          /* @__PURE__ */ jsxs("div", { className: "flex items-end gap-2", children: [
            /* @__PURE__ */ jsxs("label", { className: "min-w-0 flex-1 text-xs text-muted", children: [
              t("catalog.filters.minPrice"),
              /* @__PURE__ */ jsx(
                "input",
                {
                  type: "number",
                  name: "minPrice",
                  min: 0,
                  step: "any",
                  inputMode: "decimal",
                  defaultValue: filters.minPrice,
                  placeholder: String(Math.floor(facets.price.min)),
                  "aria-invalid": errors.minPrice ? true : void 0,
                  className: "mt-1 w-full rounded-md border border-line px-2 py-1.5 text-sm text-ink focus:border-accent"
                }
              )
            ] }),
            /* @__PURE__ */ jsx("span", { className: "pb-2 text-muted", "aria-hidden": true, children: "–" }),
            /* @__PURE__ */ jsxs("label", { className: "min-w-0 flex-1 text-xs text-muted", children: [
              t("catalog.filters.maxPrice"),
              /* @__PURE__ */ jsx(
                "input",
                {
                  type: "number",
                  name: "maxPrice",
                  min: 0,
                  step: "any",
                  inputMode: "decimal",
                  defaultValue: filters.maxPrice,
                  placeholder: String(Math.ceil(facets.price.max)),
                  "aria-invalid": errors.maxPrice ? true : void 0,
                  className: "mt-1 w-full rounded-md border border-line px-2 py-1.5 text-sm text-ink focus:border-accent"
                }
              )
            ] })
          ] }),
          priceError && /* @__PURE__ */ jsx("p", { id: `${id}-price-error`, className: "mt-1 text-xs text-discount", children: priceError })
        ] }) }),
        shown.has("shop") && facets.shops.length > 0 && /* @__PURE__ */ jsx(Group, { title: t("catalog.filters.sellers"), open: true, children: /* @__PURE__ */ jsx(
          CheckboxList,
          {
            title: t("catalog.filters.sellers"),
            name: "shop",
            options: facets.shops,
            selected: filters.shop
          }
        ) }),
        shown.has("brand") && facets.brands.length > 0 && /* @__PURE__ */ jsx(Group, { title: t("catalog.filters.brands"), open: true, children: /* @__PURE__ */ jsx(
          CheckboxList,
          {
            title: t("catalog.filters.brands"),
            name: "brand",
            options: facets.brands,
            selected: filters.brand
          }
        ) }),
        shown.has("prop") && facets.properties.map((property) => {
          const options = property.values.map((value) => ({
            ...value,
            value: `${property.name}:${value.value}`
          }));
          if (options.length === 0) return null;
          const selected = filters.prop.filter((value) => value.startsWith(`${property.name}:`));
          return /* @__PURE__ */ jsx(Group, { title: property.name, open: selected.length > 0, children: /* @__PURE__ */ jsx(CheckboxList, { title: property.name, name: "prop", options, selected }) }, property.name);
        }),
        (shown.has("inStock") || shown.has("discounted")) && /* @__PURE__ */ jsx(Group, { title: t("catalog.filters.availability"), open: true, children: /* @__PURE__ */ jsxs("fieldset", { className: "space-y-1", children: [
          /* @__PURE__ */ jsx("legend", { className: "sr-only", children: t("catalog.filters.availability") }),
          shown.has("inStock") && /* @__PURE__ */ jsxs("label", { className: "flex cursor-pointer items-center gap-2 py-0.5 text-sm", children: [
            /* @__PURE__ */ jsx(
              "input",
              {
                type: "checkbox",
                name: "inStock",
                value: "true",
                defaultChecked: filters.inStock,
                className: "size-4 accent-accent"
              }
            ),
            /* @__PURE__ */ jsx("span", { className: "flex-1", children: t("catalog.filters.inStock") }),
            /* @__PURE__ */ jsx("span", { className: "text-xs text-muted", children: facets.inStock })
          ] }),
          shown.has("discounted") && /* @__PURE__ */ jsxs("label", { className: "flex cursor-pointer items-center gap-2 py-0.5 text-sm", children: [
            /* @__PURE__ */ jsx(
              "input",
              {
                type: "checkbox",
                name: "discounted",
                value: "true",
                defaultChecked: filters.discounted,
                className: "size-4 accent-accent"
              }
            ),
            /* @__PURE__ */ jsx("span", { className: "flex-1", children: t("catalog.filters.discounted") }),
            /* @__PURE__ */ jsx("span", { className: "text-xs text-muted", children: facets.discounted })
          ] })
        ] }) }),
        /* @__PURE__ */ jsx(
          "div",
          {
            className: autoSubmit ? "mt-4" : "sticky bottom-0 -mx-4 mt-4 border-t border-line bg-white px-4 py-3",
            children: /* @__PURE__ */ jsx(
              "button",
              {
                type: "submit",
                className: "w-full rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover",
                children: t("catalog.filters.apply")
              }
            )
          }
        )
      ]
    }
  );
}
export {
  DeferredFilterDialog as D,
  FilterPanel as F,
  HiddenFields as H,
  ProductDetail as P,
  ProductListQuery as a,
  ProductCard as b,
  ProductListResult as c,
  apiQuery as d,
  appliedFilters as e,
  clearedFilters as f,
  useListingSubmit as g,
  filterSearch as h,
  sortOptions as i,
  ProductRequestBody as j,
  FilterLink as k,
  listingHref as l,
  noFilters as n,
  pageNumber as p,
  readFilters as r,
  sitemapPageSize as s,
  useDeferred as u
};

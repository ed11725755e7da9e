import { type AdminCategory, type Lang, pickLang } from '@bazar/contracts';
import { ArrowDown, ArrowUp, ChevronRight, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { dangerButton, rowButton } from './catalogue-forms';

interface Node {
  category: AdminCategory;
  children: Node[];
}

/** The flat list (depth first) as a tree. */
function nest(items: AdminCategory[]): Node[] {
  const byId = new Map<number, Node>();
  const roots: Node[] = [];
  for (const category of items) {
    const node = { category, children: [] };
    byId.set(category.id, node);
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The whole category tree: each branch opens and closes (without JavaScript too), each row with its actions. */
export function CategoryTree({ items, open }: { items: AdminCategory[]; open: Set<number> }) {
  const nodes = nest(items);
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white" data-testid="category-tree">
      {nodes.map((node, index) => (
        <Branch
          key={node.category.id}
          node={node}
          open={open}
          first={index === 0}
          last={index === nodes.length - 1}
        />
      ))}
    </ul>
  );
}

function Branch({
  node,
  open,
  first,
  last,
}: {
  node: Node;
  open: Set<number>;
  first: boolean;
  last: boolean;
}) {
  const row = <Row category={node.category} first={first} last={last} />;
  if (node.children.length === 0) return <li>{row}</li>;
  return (
    <li>
      <details open={open.has(node.category.id)} className="group">
        <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">{row}</summary>
        <ul className="divide-y divide-line border-t border-line bg-surface/40 pl-4 sm:pl-6">
          {node.children.map((child, index) => (
            <Branch
              key={child.category.id}
              node={child}
              open={open}
              first={index === 0}
              last={index === node.children.length - 1}
            />
          ))}
        </ul>
      </details>
    </li>
  );
}

function Row({ category, first, last }: { category: AdminCategory; first: boolean; last: boolean }) {
  const t = useT();
  const lang = useLang();
  const name = pickLang(category.name, lang);
  const canDelete = category.children === 0 && category.products === 0;
  const canHaveChildren = category.depth < 3 && category.products === 0;
  return (
    <div
      id={`category-${category.id}`}
      className="flex scroll-mt-20 flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5"
      data-testid="category-row"
      data-category={category.id}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        {category.children > 0 ? (
          <ChevronRight
            className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90"
            aria-hidden
          />
        ) : (
          <span className="size-4 shrink-0" aria-hidden />
        )}
        <div className="min-w-0">
          <p className={`truncate font-semibold ${category.hiddenInStore ? 'text-muted line-through' : ''}`}>
            {name}
          </p>
          <p className="truncate text-xs text-muted">
            /{category.slug} · {t('admin.catalogue.level', { depth: category.depth })} ·{' '}
            {t('admin.catalogue.productCount', { count: category.products })} ·{' '}
            {t('admin.catalogue.fieldCount', { count: category.fields })}
          </p>
        </div>
        {category.hidden ? (
          <span className="shrink-0 rounded-full bg-discount/10 px-2 py-0.5 text-xs font-semibold text-discount">
            {t('admin.catalogue.hidden')}
          </span>
        ) : (
          category.hiddenInStore && (
            <span className="shrink-0 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted">
              {t('admin.catalogue.hiddenAbove')}
            </span>
          )
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <Form method="post" className="contents">
          <input type="hidden" name="id" value={category.id} />
          <input type="hidden" name="parentId" value={category.parentId ?? ''} />
          <button
            type="submit"
            name="intent"
            value={`move:${category.position - 1}`}
            className={rowButton}
            disabled={first}
            aria-label={t('admin.catalogue.moveUp', { name })}
            title={t('admin.catalogue.moveUp', { name })}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="submit"
            name="intent"
            value={`move:${category.position + 1}`}
            className={rowButton}
            disabled={last}
            aria-label={t('admin.catalogue.moveDown', { name })}
            title={t('admin.catalogue.moveDown', { name })}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="submit"
            name="intent"
            value={category.hidden ? 'show' : 'hide'}
            className={rowButton}
            data-testid={category.hidden ? 'category-show' : 'category-hide'}
          >
            {category.hidden ? (
              <Eye className="size-4" aria-hidden />
            ) : (
              <EyeOff className="size-4" aria-hidden />
            )}
            <span className="sr-only sm:not-sr-only">
              {t(category.hidden ? 'admin.catalogue.show' : 'admin.catalogue.hide')}
            </span>
          </button>
        </Form>
        <Link
          to={localizePath(`/admin/categories/${category.id}`, lang)}
          className={rowButton}
          data-testid="category-edit"
          aria-label={t('admin.catalogue.editNamed', { name })}
        >
          <Pencil className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('admin.catalogue.edit')}</span>
        </Link>
        {canHaveChildren && (
          <Link
            to={localizePath(`/admin/categories/new?parent=${category.id}`, lang)}
            className={rowButton}
            aria-label={t('admin.catalogue.addChildNamed', { name })}
            title={t('admin.catalogue.addChildNamed', { name })}
          >
            <Plus className="size-4" aria-hidden />
          </Link>
        )}
        {canDelete && (
          <Link
            to={`?delete=${category.id}`}
            className={dangerButton}
            aria-label={t('admin.catalogue.deleteNamed', { name })}
            title={t('admin.catalogue.deleteNamed', { name })}
            preventScrollReset
          >
            <Trash2 className="size-4" aria-hidden />
          </Link>
        )}
      </div>
    </div>
  );
}

/** The question before deleting, above the tree (where a row's delete link opens the page). */
export function DeleteConfirm({
  message,
  id,
  cancelHref,
  intent = 'delete',
  idName = 'id',
}: {
  message: string;
  id: number;
  cancelHref: string;
  intent?: string;
  idName?: string;
}) {
  const t = useT();
  return (
    <Form
      method="post"
      className="mb-4 rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid="delete-confirm"
    >
      <input type="hidden" name={idName} value={id} />
      <p role="alert" className="font-semibold">
        {message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value={intent}
          className="rounded-lg bg-discount px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          // biome-ignore lint/a11y/noAutofocus: the question opened at the operator's request; its answer takes the focus
          autoFocus
        >
          {t('admin.catalogue.confirmDelete')}
        </button>
        <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline">
          {t('admin.catalogue.cancel')}
        </Link>
      </div>
    </Form>
  );
}

/** The category as the operator's language names it (az when that language has no name). */
export const categoryName = (category: AdminCategory, lang: Lang) => pickLang(category.name, lang);

/** Every category as an option, indented by level: for parent and category selects. */
export function categorySelectOptions(items: AdminCategory[], lang: Lang) {
  return items.map((category) => ({
    id: category.id,
    depth: category.depth,
    products: category.products,
    label: `${'— '.repeat(category.depth - 1)}${pickLang(category.name, lang)}`,
  }));
}

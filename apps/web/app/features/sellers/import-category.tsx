import type { CategoryTreeNode } from '@bazar/contracts';
import { useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { SelectField } from '../../components/form';
import { useT } from '../../lib/i18n';

/** The leaf categories under each top-level category, with the path between them in their names. */
export function leavesByTop(tree: CategoryTreeNode[]) {
  const result = new Map<number, { id: number; name: string }[]>();
  for (const top of tree) {
    const leaves: { id: number; name: string }[] = [];
    const walk = (node: CategoryTreeNode, trail: string[]) => {
      if (node.children.length === 0) leaves.push({ id: node.category.id, name: trail.join(' › ') });
      for (const child of node.children) walk(child, [...trail, child.category.name]);
    };
    for (const child of top.children) walk(child, [child.category.name]);
    result.set(top.category.id, leaves);
  }
  return result;
}

/**
 * Step 1: the category, then its sub-category. A GET form on the page itself, so the choice is in
 * the address; without JavaScript every sub-category is offered, grouped by category, and "Choose"
 * sends it; with JavaScript the category narrows the list and a sub-category is taken at once.
 */
export function ImportCategoryForm({
  categories,
  parentId,
  categoryId,
}: {
  categories: CategoryTreeNode[];
  parentId: number | null;
  categoryId: number | null;
}) {
  const t = useT();
  const submit = useSubmit();
  const leaves = leavesByTop(categories);
  const [parent, setParent] = useState(parentId === null ? '' : String(parentId));
  const shown = parent === '' ? categories : categories.filter((top) => String(top.category.id) === parent);
  return (
    <Form
      method="get"
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      data-testid="import-category"
    >
      <SelectField
        name="parent"
        idPrefix="import"
        label={t('seller.import.category')}
        value={parent}
        onChange={(event) => setParent(event.currentTarget.value)}
      >
        <option value="">{t('seller.import.chooseCategory')}</option>
        {categories.map((top) => (
          <option key={top.category.id} value={top.category.id}>
            {top.category.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        key={parent}
        name="category"
        idPrefix="import"
        label={t('seller.import.subCategory')}
        defaultValue={categoryId === null ? '' : String(categoryId)}
        onChange={(event) => {
          if (event.currentTarget.value !== '') submit(event.currentTarget.form, { replace: true });
        }}
      >
        <option value="">{t('seller.import.chooseCategory')}</option>
        {shown.map((top) => (
          <optgroup key={top.category.id} label={top.category.name}>
            {(leaves.get(top.category.id) ?? []).map((leaf) => (
              <option key={leaf.id} value={leaf.id}>
                {leaf.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <button
        type="submit"
        className="rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface"
      >
        {t('seller.import.choose')}
      </button>
    </Form>
  );
}

import { z } from 'zod';
import { localizedOptional } from './backoffice-catalogue';
import { Id } from './common';
import { HomeShelfKind } from './home';
import { Localized } from './language-schemas';

/** A home page shelf as operators see it, hidden ones too, in the page's order. */
export const AdminHomeShelf = z.object({
  id: z.number().int(),
  kind: HomeShelfKind,
  /** A category shelf's category, named in the request's language. */
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The operator's own title; null shows the kind's title (or the category's name). */
  title: Localized.nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminHomeShelf = z.infer<typeof AdminHomeShelf>;

/**
 * `POST Admin/HomeShelves`, `PUT Admin/HomeShelves/{id}`: what the shelf lists (a category shelf
 * names its category) and its title per language (all empty: the kind's own title).
 */
export const HomeShelfBody = z
  .object({
    kind: HomeShelfKind,
    categoryId: Id.optional(),
    title: localizedOptional(80),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.kind === 'category' && body.categoryId === undefined)
      context.addIssue({ code: 'custom', path: ['categoryId'], message: 'admin.home.categoryRequired' });
  });
export type HomeShelfBody = z.infer<typeof HomeShelfBody>;

export const MoveHomeShelfBody = z
  .object({ direction: z.enum(['up', 'down'], { message: 'validation.invalid' }) })
  .strict();
export type MoveHomeShelfBody = z.infer<typeof MoveHomeShelfBody>;

export const HomeShelfVisibilityBody = z
  .object({ hidden: z.boolean({ message: 'validation.invalid' }) })
  .strict();
export type HomeShelfVisibilityBody = z.infer<typeof HomeShelfVisibilityBody>;

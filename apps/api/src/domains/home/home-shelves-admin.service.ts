import type {
  AdminHomeShelf,
  HomeShelfBody,
  HomeShelfVisibilityBody,
  Lang,
  MoveHomeShelfBody,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import { type HomeShelfRow, HomeShelvesAdminRepo } from './home-shelves-admin.repo';

type Listed = Awaited<ReturnType<HomeShelvesAdminRepo['all']>>[number];

const shown = ({ shelf, categoryName }: Listed): AdminHomeShelf => ({
  id: shelf.id,
  kind: shelf.kind,
  category: shelf.categoryId === null ? null : { id: shelf.categoryId, name: categoryName ?? '' },
  title: shelf.title,
  position: shelf.position,
  hidden: shelf.hidden,
});

/** What the audit log keeps of a shelf. */
const audited = (shelf: HomeShelfRow) => ({
  kind: shelf.kind,
  categoryId: shelf.categoryId,
  title: shelf.title,
  position: shelf.position,
  hidden: shelf.hidden,
});

const notFound = () => new AppError('notFound', 'admin.home.notFound');

/**
 * The home page's shelves in the back office (issue 17): operators add, change, order, hide and
 * remove them; the home page reads them on every request, so a change shows at once. Every change
 * is made on the shelves locked in order, with its audit row.
 */
export class HomeShelvesAdminService {
  constructor(private readonly db: Database) {}

  async list(lang: Lang): Promise<AdminHomeShelf[]> {
    return (await new HomeShelvesAdminRepo(this.db).all(lang)).map(shown);
  }

  create(caller: Caller, body: HomeShelfBody, lang: Lang): Promise<AdminHomeShelf> {
    return this.db.transaction(async (tx) => {
      const repo = new HomeShelvesAdminRepo(tx);
      const shelves = await repo.all(lang, true);
      const columns = await this.columns(repo, body);
      const position = Math.max(-1, ...shelves.map(({ shelf }) => shelf.position)) + 1;
      const id = await repo.insert(columns, position);
      const created = (await repo.all(lang)).find(({ shelf }) => shelf.id === id);
      if (!created) throw notFound();
      await AuditLog.created(
        tx,
        caller,
        'homeShelf.create',
        { type: 'homeShelf', id },
        audited(created.shelf),
      );
      return shown(created);
    });
  }

  edit(caller: Caller, id: number, body: HomeShelfBody, lang: Lang): Promise<AdminHomeShelf> {
    return this.change(caller, id, lang, 'homeShelf.edit', async (repo) =>
      repo.update(id, await this.columns(repo, body)),
    );
  }

  visibility(caller: Caller, id: number, body: HomeShelfVisibilityBody, lang: Lang): Promise<AdminHomeShelf> {
    return this.change(caller, id, lang, body.hidden ? 'homeShelf.hide' : 'homeShelf.show', (repo) =>
      repo.update(id, { hidden: body.hidden }),
    );
  }

  /** Swaps the shelf with its neighbour; at the top or the bottom it stays where it is. */
  move(caller: Caller, id: number, body: MoveHomeShelfBody, lang: Lang): Promise<AdminHomeShelf[]> {
    return this.db.transaction(async (tx) => {
      const repo = new HomeShelvesAdminRepo(tx);
      const shelves = (await repo.all(lang, true)).map(({ shelf }) => shelf);
      const at = shelves.findIndex((shelf) => shelf.id === id);
      if (at < 0) throw notFound();
      const to = body.direction === 'up' ? at - 1 : at + 1;
      const moved = shelves[at];
      const other = shelves[to];
      if (moved && other) {
        // Positions are renumbered in order, so equal or missing numbers never tie.
        const order = [...shelves];
        order[at] = other;
        order[to] = moved;
        for (const [position, shelf] of order.entries())
          if (shelf.position !== position) await repo.update(shelf.id, { position });
        await AuditLog.record(tx, {
          actor: caller,
          action: 'homeShelf.move',
          subject: { type: 'homeShelf', id },
          before: { position: at },
          after: { position: to },
        });
      }
      return (await repo.all(lang)).map(shown);
    });
  }

  remove(caller: Caller, id: number): Promise<null> {
    return this.db.transaction(async (tx) => {
      const repo = new HomeShelvesAdminRepo(tx);
      const before = (await repo.all('az', true)).find(({ shelf }) => shelf.id === id);
      if (!before) throw notFound();
      await repo.remove(id);
      await AuditLog.removed(
        tx,
        caller,
        'homeShelf.delete',
        { type: 'homeShelf', id },
        audited(before.shelf),
      );
      return null;
    });
  }

  /** One change of one shelf, with the shelf before and after in its audit row. */
  private change(
    caller: Caller,
    id: number,
    lang: Lang,
    action: string,
    write: (repo: HomeShelvesAdminRepo) => Promise<void>,
  ): Promise<AdminHomeShelf> {
    return this.db.transaction(async (tx) => {
      const repo = new HomeShelvesAdminRepo(tx);
      const before = (await repo.all(lang, true)).find(({ shelf }) => shelf.id === id);
      if (!before) throw notFound();
      await write(repo);
      const after = (await repo.all(lang)).find(({ shelf }) => shelf.id === id);
      if (!after) throw notFound();
      await AuditLog.record(tx, {
        actor: caller,
        action,
        subject: { type: 'homeShelf', id },
        before: audited(before.shelf),
        after: audited(after.shelf),
      });
      return shown(after);
    });
  }

  /** The columns a body sets: a category shelf's category must exist; a title with no text is none. */
  private async columns(repo: HomeShelvesAdminRepo, body: HomeShelfBody) {
    const categoryId = body.kind === 'category' ? (body.categoryId ?? null) : null;
    if (categoryId !== null && !(await repo.categoryExists(categoryId)))
      throw new AppError('notFound', 'error.categoryNotFound', { categoryId: ['error.categoryNotFound'] });
    const { az, en, ru } = body.title;
    return { kind: body.kind, categoryId, title: az || en || ru ? { az, en, ru } : null };
  }
}

import {
  backofficeHomeApi,
  type HomeShelfBody,
  type HomeShelfVisibilityBody,
  type MoveHomeShelfBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's home page shelves. */
export function backofficeHomeCalls(call: Call) {
  return {
    homeShelves: () => call(backofficeHomeApi.shelves, {}),
    createHomeShelf: (body: HomeShelfBody) => call(backofficeHomeApi.createShelf, { body }),
    editHomeShelf: (id: number, body: HomeShelfBody) =>
      call(backofficeHomeApi.editShelf, { params: { id }, body }),
    moveHomeShelf: (id: number, body: MoveHomeShelfBody) =>
      call(backofficeHomeApi.moveShelf, { params: { id }, body }),
    homeShelfVisibility: (id: number, body: HomeShelfVisibilityBody) =>
      call(backofficeHomeApi.shelfVisibility, { params: { id }, body }),
    deleteHomeShelf: (id: number) => call(backofficeHomeApi.deleteShelf, { params: { id } }),
  };
}

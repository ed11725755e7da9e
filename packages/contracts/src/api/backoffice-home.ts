import { z } from 'zod';
import {
  AdminHomeShelf,
  HomeShelfBody,
  HomeShelfVisibilityBody,
  MoveHomeShelfBody,
} from '../backoffice-home';
import { IdParams, Role } from '../common';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's home page shelves (issue 17): which product shelves the home page shows, in which order. */
export const backofficeHomeApi = {
  shelves: defineRoute({
    operationId: 'listHomeShelves',
    method: 'GET',
    path: '/Admin/HomeShelves',
    tags: ['Admin'],
    access: operators,
    summary: "The home page's product shelves in their order, hidden ones too",
    answer: z.array(AdminHomeShelf),
    errors: [401, 403],
  }),
  createShelf: defineRoute({
    operationId: 'createHomeShelf',
    method: 'POST',
    path: '/Admin/HomeShelves',
    tags: ['Admin'],
    access: operators,
    summary: 'Adds a shelf at the end of the home page: discounted, newest, best rated, or one category',
    body: HomeShelfBody,
    status: 201,
    answer: AdminHomeShelf,
    errors: [400, 401, 403, 404],
  }),
  editShelf: defineRoute({
    operationId: 'updateHomeShelf',
    method: 'PUT',
    path: '/Admin/HomeShelves/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Changes what a shelf lists and its title',
    params: IdParams,
    body: HomeShelfBody,
    answer: AdminHomeShelf,
    errors: [400, 401, 403, 404],
  }),
  moveShelf: defineRoute({
    operationId: 'moveHomeShelf',
    method: 'POST',
    path: '/Admin/HomeShelves/:id/Move',
    tags: ['Admin'],
    access: operators,
    summary: 'Moves a shelf one place up or down; answers the shelves in their new order',
    params: IdParams,
    body: MoveHomeShelfBody,
    answer: z.array(AdminHomeShelf),
    errors: [400, 401, 403, 404],
  }),
  shelfVisibility: defineRoute({
    operationId: 'setHomeShelfVisibility',
    method: 'POST',
    path: '/Admin/HomeShelves/:id/Visibility',
    tags: ['Admin'],
    access: operators,
    summary: 'Hides a shelf from the home page or shows it again',
    params: IdParams,
    body: HomeShelfVisibilityBody,
    answer: AdminHomeShelf,
    errors: [400, 401, 403, 404],
  }),
  deleteShelf: defineRoute({
    operationId: 'deleteHomeShelf',
    method: 'DELETE',
    path: '/Admin/HomeShelves/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Removes a shelf from the home page',
    params: IdParams,
    status: 204,
    answer: z.null(),
    errors: [400, 401, 403, 404],
  }),
} as const;

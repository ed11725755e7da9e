import { z } from 'zod';
import {
  BasketQuery,
  BasketView,
  ChangeCountBody,
  CreateBasketBody,
  DeleteBasketBody,
  GuestBasketBody,
  GuestBasketView,
  MergeBasketBody,
  SelectBasketBody,
} from '../basket';
import { defineRoute } from './route';

const tags = ['basket'];
const errors = [400, 401, 404, 422] as const;

/** The spec's Basket calls (section 7): a member's basket, a guest's priced, and the merge at sign-in. */
export const basketApi = {
  view: defineRoute({
    operationId: 'getBasket',
    method: 'GET',
    path: '/basket',
    tags,
    access: 'member',
    summary: "The signed-in buyer's basket, priced now and grouped by seller",
    query: BasketQuery,
    answer: BasketView,
    errors: [401],
  }),
  count: defineRoute({
    operationId: 'getBasketCount',
    method: 'GET',
    path: '/Basket/Count',
    tags,
    access: 'member',
    summary: 'How many items the basket holds (the header badge)',
    answer: z.object({ count: z.number().int() }),
    errors: [401],
  }),
  add: defineRoute({
    operationId: 'addToBasket',
    method: 'POST',
    path: '/Basket',
    tags,
    access: 'member',
    summary:
      'Adds products (with their offer values), combos and buy-with extras; a count above the stock is cut to it, with a notice',
    body: CreateBasketBody,
    answer: BasketView,
    errors,
  }),
  chosen: defineRoute({
    operationId: 'getChosenBasketLines',
    method: 'POST',
    path: '/Basket/GetBasket',
    tags,
    access: 'member',
    summary: 'The basket, or only the chosen lines of it (buy together)',
    body: SelectBasketBody,
    answer: BasketView,
    errors,
  }),
  changeCount: defineRoute({
    operationId: 'changeBasketLineCount',
    method: 'POST',
    path: '/basket/changeCount',
    tags,
    access: 'member',
    summary: "Sets a line's count, at most what is in stock",
    body: ChangeCountBody,
    answer: BasketView,
    errors,
  }),
  remove: defineRoute({
    operationId: 'removeFromBasket',
    method: 'POST',
    path: '/Basket/Delete',
    tags,
    access: 'member',
    summary: 'Removes lines (one, or the selected ones)',
    body: DeleteBasketBody,
    answer: BasketView,
    errors,
  }),
  merge: defineRoute({
    operationId: 'mergeGuestBasket',
    method: 'POST',
    path: '/Basket/CreateForLogin',
    tags,
    access: 'member',
    summary: "Merges a guest's basket (productStorage) into the account at sign-in",
    body: MergeBasketBody,
    answer: BasketView,
    errors,
  }),
  guest: defineRoute({
    operationId: 'getGuestBasket',
    method: 'POST',
    path: '/Basket/UnauthenticatedUserBasket',
    tags,
    access: 'public',
    summary:
      "Prices a guest's basket kept in the browser, optionally adding items, and answers what the browser should keep",
    body: GuestBasketBody,
    answer: GuestBasketView,
    errors: [400, 422],
  }),
} as const;

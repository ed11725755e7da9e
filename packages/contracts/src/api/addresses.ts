import { z } from 'zod';
import { Address, AddressBody, Region } from '../checkout';
import { IdParams } from '../common';
import { defineRoute } from './route';

const tags = ['addresses'];

/** Delivery regions and the member's addresses (spec: my addresses). */
export const addressesApi = {
  regions: defineRoute({
    operationId: 'listRegions',
    method: 'GET',
    path: '/Address/Regions',
    tags,
    access: 'public',
    summary: 'Cities with their districts; those delivery does not reach say so (deliverable: false)',
    answer: z.array(Region),
    errors: [],
  }),
  list: defineRoute({
    operationId: 'listAddresses',
    method: 'GET',
    path: '/Address',
    tags,
    access: 'member',
    summary: "The member's addresses, the default first",
    answer: z.array(Address),
    errors: [401],
  }),
  create: defineRoute({
    operationId: 'createAddress',
    method: 'POST',
    path: '/Address',
    tags,
    access: 'member',
    summary: 'Saves an address (the first one becomes the default)',
    body: AddressBody,
    answer: Address,
    errors: [400, 401, 422],
  }),
  update: defineRoute({
    operationId: 'updateAddress',
    method: 'PUT',
    path: '/Address/:id',
    tags,
    access: 'member',
    summary: 'Changes an address of the member',
    params: IdParams,
    body: AddressBody,
    answer: Address,
    errors: [400, 401, 404, 422],
  }),
  remove: defineRoute({
    operationId: 'deleteAddress',
    method: 'DELETE',
    path: '/Address/:id',
    tags,
    access: 'member',
    summary: 'Deletes an address of the member',
    params: IdParams,
    status: 204,
    answer: null,
    errors: [401, 404],
  }),
} as const;

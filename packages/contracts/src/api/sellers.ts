import { z } from 'zod';
import { MyShop, ShopByNameQuery, ShopProfile } from '../catalog';
import { IdParams, Role, ShopScope } from '../common';
import {
  SellerInfo,
  SellerInfoBody,
  ShopAddress,
  ShopAddressBody,
  ShopSettings,
  ShopSettingsBody,
} from '../shop-settings';
import { defineRoute } from './route';

const seller = { roles: [Role.Seller] } as const;
const cabinet = { roles: [Role.Seller, Role.Staff, Role.Admin] } as const;

/** A shop's public page, and the signed-in seller's own shop. */
export const sellersApi = {
  profile: defineRoute({
    operationId: 'getShopBySlug',
    method: 'GET',
    path: '/Shop/GetBySlug',
    tags: ['sellers'],
    access: 'public',
    cache: 'etag',
    summary: "A shop's public profile (the seller page)",
    query: ShopByNameQuery,
    answer: ShopProfile,
    errors: [400, 404],
  }),
  myShop: defineRoute({
    operationId: 'getMyShop',
    method: 'GET',
    path: '/Shop/MyShop',
    tags: ['sellers'],
    access: seller,
    summary: "The signed-in seller's own shop and its approval status",
    answer: MyShop,
    errors: [401, 403, 404],
  }),
} as const;

const cabinetProblems = [400, 401, 403, 404, 422] as const;

/** The summary of a picture's upload, the same for the logo and the banner. */
const pictureSummary = (picture: 'logo' | 'banner') =>
  `Uploads the shop's ${picture} (multipart/form-data, JPEG, PNG or WebP up to 10 MB, kept as WebP)`;

/**
 * Seller information and shop settings (spec: seller cabinet; checklist SEL-07, SEL-08). Sellers act
 * on their own shop; Staff and Admin name one with `shopId`.
 */
export const shopSettingsApi = {
  sellerInfo: defineRoute({
    operationId: 'getSellerInfo',
    method: 'GET',
    path: '/Shop/SellerInfo',
    tags: ['seller cabinet'],
    access: seller,
    summary: "The seller's own name, surname, phone, email and the shop's status",
    answer: SellerInfo,
    errors: [401, 403, 404],
  }),
  updateSellerInfo: defineRoute({
    operationId: 'updateSellerInfo',
    method: 'PUT',
    path: '/Shop/SellerInfo',
    tags: ['seller cabinet'],
    access: seller,
    summary: "Changes the seller's name, surname, phone and email (the phone and email must be free)",
    body: SellerInfoBody,
    answer: SellerInfo,
    errors: cabinetProblems,
  }),
  settings: defineRoute({
    operationId: 'getShopSettings',
    method: 'GET',
    path: '/Shop/Settings',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: "The shop's settings: name, page name (subdomain), city, site, description, VÖEN, coordinator",
    query: ShopScope,
    answer: ShopSettings,
    errors: cabinetProblems,
  }),
  updateSettings: defineRoute({
    operationId: 'updateShopSettings',
    method: 'PUT',
    path: '/Shop/Settings',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: "Saves the shop's settings; a page name another shop uses is a field error",
    query: ShopScope,
    body: ShopSettingsBody,
    answer: ShopSettings,
    errors: cabinetProblems,
  }),
  logo: defineRoute({
    operationId: 'uploadShopLogo',
    method: 'POST',
    path: '/Shop/Logo',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: pictureSummary('logo'),
    query: ShopScope,
    upload: true,
    answer: ShopSettings,
    errors: cabinetProblems,
  }),
  banner: defineRoute({
    operationId: 'uploadShopBanner',
    method: 'POST',
    path: '/Shop/Banner',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: pictureSummary('banner'),
    query: ShopScope,
    upload: true,
    answer: ShopSettings,
    errors: cabinetProblems,
  }),
  addresses: defineRoute({
    operationId: 'listShopAddresses',
    method: 'GET',
    path: '/Shop/Addresses',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: "The shop's addresses, oldest first; one of them takes returns",
    query: ShopScope,
    answer: z.array(ShopAddress),
    errors: cabinetProblems,
  }),
  addAddress: defineRoute({
    operationId: 'createShopAddress',
    method: 'POST',
    path: '/Shop/Addresses',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: 'Adds an address; the first one, or one marked for returns, takes returns',
    query: ShopScope,
    body: ShopAddressBody,
    status: 201,
    answer: ShopAddress,
    errors: cabinetProblems,
  }),
  updateAddress: defineRoute({
    operationId: 'updateShopAddress',
    method: 'PUT',
    path: '/Shop/Addresses/:id',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: "Changes one of the shop's addresses; marking it for returns moves returns to it",
    params: IdParams,
    query: ShopScope,
    body: ShopAddressBody,
    answer: ShopAddress,
    errors: cabinetProblems,
  }),
  removeAddress: defineRoute({
    operationId: 'deleteShopAddress',
    method: 'DELETE',
    path: '/Shop/Addresses/:id',
    tags: ['seller cabinet'],
    access: cabinet,
    summary: 'Deletes an address; the returns address only once no other address is left',
    params: IdParams,
    query: ShopScope,
    status: 204,
    answer: null,
    errors: [...cabinetProblems, 409],
  }),
} as const;

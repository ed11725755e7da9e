/** Every table, for drizzle-kit and the typed query builder. Each domain owns its own. */
export * from '../domains/accounts/accounts.tables';
export * from '../domains/addresses/addresses.tables';
export * from '../domains/backoffice/backoffice.tables';
export * from '../domains/basket/basket.tables';
export * from '../domains/catalog/catalog.tables';
export * from '../domains/checkout/checkout.tables';
export * from '../domains/content/content.tables';
export * from '../domains/home/home.tables';
export * from '../domains/instalments/instalments.tables';
export * from '../domains/notifications/notifications.tables';
export * from '../domains/orders/orders.tables';
export * from '../domains/payments/payments.tables';
export * from '../domains/promotions/promotions.tables';
export * from '../domains/search/search.tables';
export * from '../domains/sellers/sellers.tables';
export * from '../domains/wishlist/wishlist.tables';

import type { DomainModule } from '../module';
import { tellAboutOrders } from './order-notices';
import { OrdersPersonalData } from './orders.personal-data';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';
import { OrdersAdminService } from './orders-admin.service';
import { sellerOrdersRoutes } from './seller-orders.routes';
import { SellerOrdersService } from './seller-orders.service';
import { sellerSalesRoutes } from './seller-sales.routes';
import { SellerSalesService } from './seller-sales.service';

export { BuyerOrderReads } from './buyer-order-reads';
export {
  type NewOrder,
  type OrderForPayment,
  OrdersService,
  orderDetail,
  overallStatus,
} from './orders.service';
export { ordersAdminRoutes } from './orders-admin.routes';
export { OrdersAdminService } from './orders-admin.service';
export { SellerOrdersService } from './seller-orders.service';
export { SellerSalesService } from './seller-sales.service';
export { ShopMonthFigures } from './shop-month-figures';

export const ordersModule: DomainModule = {
  name: 'orders',
  services: {
    orders: ({ db, events, services }) => new OrdersService(db, services.inventory, events),
    sellerOrders: ({ db, services }) => new SellerOrdersService(db, services.sellers),
    sellerSales: ({ db, services }) => new SellerSalesService(db, services.sellers),
    ordersAdmin: ({ db, services }) => new OrdersAdminService(db, services.orders, services.payments),
  },
  routes: () => [ordersRoutes, sellerOrdersRoutes, sellerSalesRoutes],
  personalData: ({ db }) => [new OrdersPersonalData(db)],
  listen: ({ db, jobs, events, services }) =>
    tellAboutOrders({ db, jobs, events, notifications: services.notifications }),
};

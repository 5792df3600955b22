// What other features may use of the shop; everything else in it is private.
export { useDownloadLink, useDownloads, useOrderAction, useOrders } from './api/shop-queries';
export { OrderAddressBlock } from './components/order-address';
export { OrderStatusBadge } from './components/order-status-badge';
export { useItemOptions } from './components/use-item-options';
export { TitleMerchRail } from './components/title-merch-rail';

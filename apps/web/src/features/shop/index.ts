// What other features may use of the shop; everything else in it is private.
export { useDownloadLink, useDownloads, useOrderAction, useOrders } from './api/shop-queries';
export { OrderStatusBadge } from './components/order-status-badge';
export { TitleMerchRail } from './components/title-merch-rail';

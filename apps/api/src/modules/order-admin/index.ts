export { shipmentActionRoutes } from './shipment-actions.routes';
export { ndrOpenWhere, paymentsWhere, returnsWhere, unbookedWhere } from './queue-sections';

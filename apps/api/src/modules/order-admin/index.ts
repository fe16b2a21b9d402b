export { lockOrder, readAdminOrder, toAdminRefund } from './order-detail.repository';

import { api, type Envelope, type FolderName } from '@earrival/shared';

/*
 * Calls the shared ordersApi does not have (yet). Soft delete here also sends the folder the
 * rows were deleted from, which the server uses for its history record and role rule.
 */
export function deleteOrders(orderIds: number[], folderName: FolderName) {
  return api.put<Envelope<null>>('admin/change-order-status', {
    orderId: orderIds,
    updatingStatus: 'Deleted',
    permanentDeletedFlag: false,
    folderName,
  });
}

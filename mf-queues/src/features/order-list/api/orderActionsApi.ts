import { api, type Envelope, type FolderName } from '@earrival/shared';

/** The table a delete comes from; the server's delete rules depend on it ('myOrder' = My Orders). */
export type DeleteSource = FolderName | 'myOrder';

/*
 * Calls the shared ordersApi does not have (yet). Soft delete here also sends the table the rows
 * were deleted from, which the server checks against the role (spec section 6).
 */
export function deleteOrders(orderIds: number[], folderName: DeleteSource) {
  return api.put<Envelope<null>>('admin/change-order-status', {
    orderId: orderIds,
    updatingStatus: 'Deleted',
    permanentDeletedFlag: false,
    folderName,
  });
}

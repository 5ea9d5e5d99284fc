import { Type } from 'typebox';
import { FOLDER_NAMES } from '@earrival/shared/types';
import { LIMITS } from '@earrival/shared/limits';
import { CUSTOMER_LANGUAGES } from '@earrival/shared/languages';
import {
  Nullable,
  OrderId,
  OrderIdList,
  ProcessStatus,
  StringEnum,
  YesNo,
} from '../../../platform/http/schemas';
import { RemarkEntry } from './history';

/** Bodies of the order changes. */
export const MoveBody = Type.Object({
  orderId: OrderIdList,
  updatingStatus: ProcessStatus,
  permanentDeletedFlag: Type.Optional(
    Type.Boolean({ description: 'Must be false: orders are only soft-deleted' }),
  ),
  folderName: Type.Optional(
    StringEnum([...FOLDER_NAMES, 'myOrder'], {
      description: "The table the action comes from ('myOrder' = My Orders); the delete rules depend on it",
    }),
  ),
});

export const AssignBody = Type.Object({
  orderId: OrderIdList,
  assignto: Nullable(Type.String({ maxLength: LIMITS.name }), {
    description: "A member's name (yours = you), or null to return the orders to their folder",
  }),
  assigntoId: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      description: 'The member id (when a name is not unique)',
    }),
  ),
});

export const RefundBody = Type.Object({ orderId: OrderIdList });

const Flag = Type.Optional(YesNo);

export const RemarkBody = Type.Object({
  orderId: OrderId,
  remark: Type.String({ maxLength: LIMITS.remark }),
  remarkerName: Type.Optional(
    Type.String({
      maxLength: LIMITS.name,
      description: "Ignored: the comment is signed with the member's name",
    }),
  ),
  whatsapp: Flag,
  telephone: Flag,
  statusRefund: Flag,
  voided: Flag,
  chargeBack: Flag,
  reportError: Flag,
});

/** The order page's Language: the customer's mails are written in it. */
export const LanguageBody = Type.Object({
  orderId: OrderId,
  language: StringEnum([...CUSTOMER_LANGUAGES]),
});

export const TransactionBody = Type.Object({
  orderId: OrderId,
  transactionId: Type.String({ maxLength: LIMITS.transaction }),
  merchantName: Type.String({ maxLength: LIMITS.transaction }),
});

/** The action an undoable change answers: POST /admin/undo-action takes it back. */
const ActionId = Nullable(
  Type.String({ description: 'POST /admin/undo-action takes it back; null: nothing changed' }),
);

/** The answer of a status move: how many orders moved, and the action an Undo takes back. */
export const Moved = Type.Object({
  updated: Type.Integer(),
  actionId: ActionId,
});

/** An assign or a move back: the action an Undo takes back. */
export const Assigned = Type.Object({ actionId: ActionId });

/** A new comment; a comment flagged Refund also answers the action of its move to the refund queue. */
export const RemarkAdded = Type.Object({ ...RemarkEntry.properties, actionId: ActionId });

/** The id an undoable call answers (a UUID), which the undo takes. */
const ActionIdPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const UndoBody = Type.Object(
  {
    actionId: Type.String({
      pattern: ActionIdPattern,
      description: 'The actionId a status move, assign, refund or delete answered',
    }),
  },
  { additionalProperties: false },
);

export const Undone = Type.Object({
  orderIds: Type.Array(Type.Integer(), { description: 'The orders put back as they were' }),
});

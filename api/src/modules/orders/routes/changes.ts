import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { movedText } from '@earrival/shared/status';
import { Done, Envelope, errorResponses, tooManyResponse } from '../../../platform/http/schemas';
import { parseId, parseIds } from '../../../platform/http/ids';
import { assignOrders, moveOrders, resolveAssignee, type DeleteSource } from '../service/changes';
import {
  COMMENT_LIMITS,
  addRemark,
  checkCommentRate,
  saveTransaction,
  setCustomerLanguage,
} from '../service/notes';
import { badRequest } from '../../../platform/errors';
import { ok } from '../../../platform/http/reply';
import {
  AssignBody,
  Assigned,
  LanguageBody,
  MoveBody,
  Moved,
  RefundBody,
  RemarkAdded,
  RemarkBody,
  TransactionBody,
} from '../schemas/changes';
import type { Static } from 'typebox';

type MoveBody = Static<typeof MoveBody>;

export default async function changeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const move = async (body: MoveBody, member: Parameters<typeof moveOrders>[1]) => {
    if (body.permanentDeletedFlag)
      throw badRequest('Permanent deletion is not allowed: orders are only soft-deleted.');
    const ids = parseIds(body.orderId);
    const moved = await moveOrders(app.db, member, ids, body.updatingStatus, body.folderName as DeleteSource);
    const message =
      body.updatingStatus === 'Deleted'
        ? 'Order has been deleted successfully'
        : movedText(ids, body.updatingStatus);
    return ok(moved, message);
  };
  const moveResponse = { 200: Envelope(Moved), ...errorResponses };

  app.put(
    '/admin/change-order-status',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Soft delete (updatingStatus 'Deleted', permanentDeletedFlag false) or any status move; all or nothing",
        description:
          'Delete rules: Admin always; Manager except from My Orders; other roles only orders in the Future Order folder.',
        body: MoveBody,
        response: moveResponse,
      },
    },
    async (request) => move(request.body, request.member),
  );

  app.put(
    '/admin/move-order-status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Move one order or a list to any status; all or nothing',
        description:
          "Completed records processed_by/processed_at (Processed By). Refunds stamps refund_date if unset. 'Deleted' follows the delete rules.",
        body: MoveBody,
        response: moveResponse,
      },
    },
    async (request) => move(request.body, request.member),
  );

  app.put(
    '/admin/assign-order-status',
    {
      schema: {
        tags: ['orders'],
        summary: "Assign orders to a member ('Assign to me'), or null to return them to their folder",
        description:
          'All or nothing. An order already assigned to someone else is refused (409) with its holder named. ' +
          'Team roles may assign only to themselves and return only their own orders; Admin and Manager any member. ' +
          'The assignee is a member id: assigntoId, or assignto (a name) resolved on the server — your own name ' +
          'means you; another name must belong to exactly one member.',
        body: AssignBody,
        response: { 200: Envelope(Assigned), ...errorResponses },
      },
    },
    async (request) => {
      const ids = parseIds(request.body.orderId);
      const assignee = await resolveAssignee(app.db, request.member, request.body);
      const actionId = await assignOrders(app.db, request.member, ids, assignee);
      const message = assignee
        ? 'Order has been assigned successfully'
        : 'Order has been moved to its original folder';
      return ok({ actionId }, message);
    },
  );

  app.put(
    '/admin/move-to-complete-refund',
    {
      schema: {
        tags: ['orders'],
        summary: "'Refunded it': the selected orders get status Refunds (they leave the refund queue)",
        body: RefundBody,
        response: moveResponse,
      },
    },
    async (request) => {
      const moved = await moveOrders(app.db, request.member, parseIds(request.body.orderId), 'Refunds');
      return ok(moved, 'Order has been refunded successfully');
    },
  );

  app.post(
    '/admin/add-new-remark',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Add a comment with flags (Y/N, default N); statusRefund Y puts the order in the refund queue',
        description:
          'The comment is signed with the signed-in member’s name; remarkerName is accepted and ignored. ' +
          `Each member may add ${COMMENT_LIMITS.map((r) => `${r.limit} comments per ${r.name}`).join(' and ')}; ` +
          'past that, 429 with Retry-After and the wait in the message.',
        body: RemarkBody,
        response: {
          200: Envelope(RemarkAdded),
          ...errorResponses,
          ...tooManyResponse('Too many comments from this member: status 0'),
        },
      },
    },
    async (request) => {
      const b = request.body;
      const remark = b.remark.trim();
      if (!remark) throw badRequest('Please enter your remark');
      await checkCommentRate(app.db, request.member.id);
      const data = await addRemark(app.db, request.member, {
        orderId: parseId(b.orderId),
        remark,
        whatsapp: b.whatsapp ?? 'N',
        telephone: b.telephone ?? 'N',
        statusRefund: b.statusRefund ?? 'N',
        voided: b.voided ?? 'N',
        chargeBack: b.chargeBack ?? 'N',
        reportError: b.reportError ?? 'N',
      });
      return ok(data, 'Comment added successfully');
    },
  );

  app.post(
    '/admin/save-transaction-details',
    {
      schema: {
        tags: ['orders'],
        summary: 'Save the transaction details of an order (path chosen by us: the spec does not show it)',
        body: TransactionBody,
        response: { 200: Done, ...errorResponses },
      },
    },
    async (request) => {
      const transactionId = request.body.transactionId.trim();
      const merchantName = request.body.merchantName.trim();
      if (!transactionId) throw badRequest('Please enter your Transaction Id');
      if (!merchantName) throw badRequest('Please enter your Merchant Name');
      await saveTransaction(
        app.db,
        request.member,
        parseId(request.body.orderId),
        transactionId,
        merchantName,
      );
      return ok(null, 'Transaction details saved successfully');
    },
  );

  app.post(
    '/admin/save-order-language',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Set the language the customer's mails are written in (path chosen by us: the spec does not have it); a later visit to the track page does not change it",
        body: LanguageBody,
        response: { 200: Done, ...errorResponses },
      },
    },
    async (request) => {
      await setCustomerLanguage(app.db, request.member, parseId(request.body.orderId), request.body.language);
      return ok(null, 'Customer language saved successfully');
    },
  );
}

/**
 * A group card in the staff console (docs/group-gifts.md, docs/staff-console.md): its parts, the
 * refunds and its order's audit records. Viewers get no personal data: no giver's name or e-mail,
 * nor who acted.
 */
import { orderIdentifierParams } from '@littlegivers/shared/contract/schemas/staff';
import { staffGroupAnswerSchema } from '@littlegivers/shared/contract/schemas/staff-answers';
import { normalizeOrderIdentifier } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { operation } from '../../staff/route-kit';

export const groupDetail = operation({
  params: orderIdentifierParams,
  doc: {
    summary:
      "A group card by its order number (404 when the order is not one): its state, every captured part with its refund, the postage, the order's audit records; givers' names and e-mails for operators and admins only",
    operationId: 'getStaffOrderGroup',
    response: staffGroupAnswerSchema,
  },
  handler: async ({ params }, ctx) => {
    const view = await ctx.app.groups.staffView(normalizeOrderIdentifier(params.identifier), ctx.personalData);
    if (!view) throw new HttpError(404, 'No group card has that order number');
    return view;
  },
});

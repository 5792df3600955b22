import { createRefundSchema, paymentParamsSchema, refundSchema } from '@reelhouse/contracts/payments';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { PaymentsService } from './payments.service';

const errors = problems(400, 401, 403, 404, 409, 422, 503);

/** Operators' payment calls (in the admin scope). */
export function paymentAdminRoutes(admin: ApiInstance, service: PaymentsService): void {
  admin.post(
    '/payments/:merchantTransactionId/refunds',
    {
      schema: {
        tags: ['payments (operators)'],
        summary:
          'Refund a paid payment in full through PhonePe (fraud cases, per the refund policy); its plan period ends.',
        params: paymentParamsSchema,
        body: createRefundSchema,
        response: { 201: refundSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operator = sessionOf(request).user.id;
      const refund = await service.refund(operator, request.params.merchantTransactionId, request.body.reason);
      return reply.code(201).send(refund);
    },
  );
}

import { changeOrderStatusSchema, type OrderStatus } from '@reelhouse/contracts/shop-orders';
import { operatorMoves, refundable, type AdminOrder } from '@reelhouse/contracts/shop-orders-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useMoveOrder, useRefundOrder } from '../api/orders-queries';
import { ConsoleCard } from '../components/console-card';
import { FormDialog } from '../components/form-dialog';
import { RefundDialog } from '../components/refund-dialog';
import { useToast } from '../components/toasts';

/** What a move is called on its button: marking the money received reads differently from a cancel. */
const moveLabel = (order: AdminOrder, to: OrderStatus) =>
  to === 'processing' && order.paidAt === null ? 'orders.moves.markPaid' : `orders.moves.${to}`;

/**
 * The moves the transition table allows from the order's status, each confirmed in a dialog
 * with a note for the buyer's mail, and the refund of a PhonePe payment with its reason.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [refunding, setRefunding] = useState(false);
  const moves = operatorMoves(order);
  const canRefund = refundable(order);
  return (
    <ConsoleCard id="order-actions" heading={t('orders.actions')}>
      {moves.length === 0 && !canRefund ? (
        <p className="mb-0">{t('orders.closed')}</p>
      ) : (
        <div className="order-console__moves">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`btn btn-sm ${to === 'cancelled' ? 'btn-outline-danger' : to === 'processing' || to === 'completed' ? 'btn-accent' : 'btn-outline-light'}`}
              onClick={() => setMoving(to)}
            >
              {t(moveLabel(order, to))}
            </button>
          ))}
          {canRefund && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRefunding(true)}>
              {t('orders.refundThroughPhonePe')}
            </button>
          )}
        </div>
      )}
      {moving && <MoveDialog order={order} to={moving} onClose={() => setMoving(null)} />}
      {refunding && <OrderRefund order={order} onClose={() => setRefunding(false)} />}
    </ConsoleCard>
  );
}

const noteSchema = changeOrderStatusSchema.pick({ note: true });

function MoveDialog({ order, to, onClose }: { order: AdminOrder; to: OrderStatus; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'shop']);
  const toast = useToast();
  const move = useMoveOrder(order.number);
  const form = useZodForm(noteSchema, {
    defaultValues: { note: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const onSubmit = form.handleSubmit(({ note }) =>
    move.mutate(
      { status: to, ...(note && { note }) },
      {
        onSuccess: () => {
          toast.success(t('orders.moved', { from: t(`shop:status.${order.status}`), to: t(`shop:status.${to}`) }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerProblems(error)) toast.error(t('orders.moveFailed'));
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      title={t(moveLabel(order, to))}
      submitLabel={t(moveLabel(order, to))}
      busy={move.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>
        {t('orders.moveExplained', {
          number: order.number,
          from: t(`shop:status.${order.status}`),
          to: t(`shop:status.${to}`),
        })}
      </p>
      <TextAreaField
        id="order-move-note"
        label={t('orders.note')}
        hint={t('orders.noteHint')}
        rows={3}
        maxLength={500}
        dir="auto"
        {...form.field('note')}
      />
    </FormDialog>
  );
}

function OrderRefund({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <RefundDialog
      title={t('orders.refundThroughPhonePe')}
      explained={t('orders.refundExplained', { number: order.number })}
      amountPaise={order.totalPaise}
      refund={useRefundOrder(order.number)}
      onClose={onClose}
    />
  );
}

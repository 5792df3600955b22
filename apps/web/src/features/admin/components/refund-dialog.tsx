import { createRefundSchema, type Refund } from '@reelhouse/contracts/payments';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useMoney } from '../../../shared/format/use-money';
import { FormDialog } from './form-dialog';
import { useFormOutcome } from './use-form-outcome';

/**
 * A full refund through PhonePe, asked with its reason (an order's or a plan payment's): the
 * button names the amount, and PhonePe may complete it at once or later.
 */
export function RefundDialog({
  title,
  explained,
  amountPaise,
  refund,
  onClose,
}: {
  title: string;
  explained: string;
  amountPaise: number;
  refund: UseMutationResult<Refund, Error, { reason: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  const form = useZodForm(createRefundSchema, {
    defaultValues: { reason: '' },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((body) =>
    refund.mutate(
      body,
      outcome(
        (done: { state: string }) => t(done.state === 'completed' ? 'orders.refunded' : 'orders.refundPending'),
        onClose,
        t('orders.refundFailed'),
      ),
    ),
  );
  return (
    <FormDialog
      open
      title={title}
      submitLabel={t('orders.refundAmount', { amount: money(amountPaise) })}
      busy={refund.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{explained}</p>
      <TextAreaField
        id="refund-reason"
        label={t('orders.reason')}
        rows={3}
        maxLength={500}
        dir="auto"
        {...form.field('reason')}
      />
    </FormDialog>
  );
}

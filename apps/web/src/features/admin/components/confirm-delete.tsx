import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useToast } from './toasts';

/**
 * Asks before `remove` deletes `item` (open while there is one), then says what went, by name:
 * every console list deletes its rows through this one dialog.
 */
export function ConfirmDelete<T, K>({
  item,
  keyOf,
  remove,
  details,
  deleted,
  onClose,
}: {
  item: T | null;
  keyOf: (item: T) => K;
  remove: UseMutationResult<unknown, Error, K>;
  /** What else goes with it, said before the operator agrees. */
  details?: (item: T) => ReactNode;
  /** The toast once it is gone ("Coupon SAVE10 deleted."). */
  deleted: (item: T) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (
    <ConfirmDialog
      open={item !== null}
      stage="confirm"
      busy={remove.isPending}
      details={item !== null && details?.(item)}
      onClose={onClose}
      onConfirm={() =>
        item !== null &&
        remove.mutate(keyOf(item), {
          onSuccess: () => toast.success(deleted(item)),
          onError: () => toast.error(t('editor.failed')),
          onSettled: onClose,
        })
      }
    />
  );
}

import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The product's delete flow around one item at a time: ask ("Are You Sure?"), delete with
 * `remove`, then confirm ("Deleted!"). Spread `dialog` onto a ConfirmDialog.
 */
export function useDeleteFlow<T>(remove: UseMutationResult<unknown, unknown, T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [stage, setStage] = useState<'confirm' | 'done'>('confirm');
  const close = () => setTarget(null);
  return {
    ask: (item: T) => {
      setTarget(item);
      setStage('confirm');
    },
    dialog: {
      open: target !== null,
      stage,
      busy: remove.isPending,
      onConfirm: () => {
        if (target !== null) remove.mutate(target, { onSuccess: () => setStage('done'), onError: close });
      },
      onClose: close,
    },
  };
}

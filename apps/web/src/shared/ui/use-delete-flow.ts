import { useState } from 'react';

/**
 * The product's delete flow around one item at a time: ask ("Are You Sure?"), then, once the
 * delete went through, confirm ("Deleted!"). Feed `open`, `stage` and `close` to ConfirmDialog.
 */
export function useDeleteFlow<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [stage, setStage] = useState<'confirm' | 'done'>('confirm');
  return {
    target,
    open: target !== null,
    stage,
    ask: (item: T) => {
      setTarget(item);
      setStage('confirm');
    },
    deleted: () => setStage('done'),
    close: () => setTarget(null),
  };
}

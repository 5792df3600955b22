import { useTranslation } from 'react-i18next';
import { useToast } from './toasts';

/**
 * What a console form does with its mutation's answer: on success a toast and `then` (closing its
 * dialog, most often); on failure the server's problems beside their fields, or, when it names
 * none, `failure` in a toast. Pass the result to `mutate` as its options.
 */
export function useFormOutcome(form: { showServerProblems: (error: unknown) => boolean }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return <R>(success: string | ((result: R) => string), then?: () => void, failure = t('editor.failed')) => ({
    onSuccess: (result: R) => {
      toast.success(typeof success === 'function' ? success(result) : success);
      then?.();
    },
    onError: (error: unknown) => {
      if (!form.showServerProblems(error)) toast.error(failure);
    },
  });
}

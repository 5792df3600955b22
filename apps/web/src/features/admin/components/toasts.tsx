import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './toasts.css';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
}
interface Toaster {
  success: (message: string) => void;
  error: (message: string) => void;
}

/** How long a message stays; a failure stays until it is closed. */
const SUCCESS_MS = 5000;

const ToastContext = createContext<Toaster | null>(null);

/** The console's messages about what just happened ("Changes saved."), said once by screen readers. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast outside ToastRegion');
  return toaster;
}

/**
 * Holds the console's toasts at the bottom of the screen: a polite live region for results and an
 * assertive one for failures, each message with a close button; results leave by themselves.
 */
export function ToastRegion({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (tone: Tone, message: string) => {
      const id = Date.now() + Math.random();
      setToasts((shown) => [...shown.slice(-2), { id, tone, message }]);
      if (tone === 'success') setTimeout(() => dismiss(id), SUCCESS_MS);
    },
    [dismiss],
  );
  const toaster = useMemo(
    () => ({
      success: (message: string) => show('success', message),
      error: (message: string) => show('error', message),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toasts">
        {(['success', 'error'] as const).map((tone) => (
          <div key={tone} role={tone === 'error' ? 'alert' : 'status'} className="toasts__live">
            {toasts
              .filter((toast) => toast.tone === tone)
              .map((toast) => (
                <div key={toast.id} className={`toast-line toast-line--${tone}`}>
                  {tone === 'success' ? <CircleCheck aria-hidden size={18} /> : <CircleAlert aria-hidden size={18} />}
                  <span>{toast.message}</span>
                  <button type="button" aria-label={t('actions.close')} onClick={() => dismiss(toast.id)}>
                    <X aria-hidden size={16} />
                  </button>
                </div>
              ))}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * When to ask PhonePe about a payment it has not decided, in seconds after the payment was
 * created, as PhonePe asks merchants to poll: first after 20 s, then every 3 s for 30 s, every 6 s
 * for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute until 20 minutes have
 * passed. After the last check the payment expires.
 */
export const RECONCILE_CHECKS_SECONDS: readonly number[] = (() => {
  const checks = [20];
  const every = (step: number, span: number) => {
    const from = checks.at(-1) ?? 0;
    for (let at = from + step; at <= from + span; at += step) checks.push(at);
  };
  every(3, 30);
  every(6, 60);
  every(10, 60);
  every(30, 60);
  every(60, 20 * 60 - (checks.at(-1) ?? 0));
  return checks;
})();

/** When check `n` (1-based) is due for a payment created at `createdAt`; `null` after the last. */
export function checkDueAt(createdAt: Date, n: number): Date | null {
  const offset = RECONCILE_CHECKS_SECONDS[n - 1];
  return offset === undefined ? null : new Date(createdAt.getTime() + offset * 1000);
}

/** "Save my name and e-mail for the next time I comment": kept in this browser only. */
const KEY = 'reelhouse.reviewer';

export interface Reviewer {
  name: string;
  email: string;
}

export function loadReviewer(storage: Storage = localStorage): Reviewer | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'name' in value && 'email' in value) {
      const { name, email } = value;
      if (typeof name === 'string' && typeof email === 'string') return { name, email };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return null;
}

export function saveReviewer(reviewer: Reviewer, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(reviewer));
}

export function forgetReviewer(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}

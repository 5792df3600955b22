import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { forgetReviewer, loadReviewer, saveReviewer } from './reviewer-storage';

describe('reviewer storage', () => {
  it('remembers name and e-mail until forgotten', () => {
    const storage = new MemoryStorage();
    expect(loadReviewer(storage)).toBeNull();
    saveReviewer({ name: 'Meera', email: 'meera@example.com' }, storage);
    expect(loadReviewer(storage)).toEqual({ name: 'Meera', email: 'meera@example.com' });
    forgetReviewer(storage);
    expect(loadReviewer(storage)).toBeNull();
  });

  it('treats a damaged or foreign entry as none', () => {
    const storage = new MemoryStorage();
    storage.setItem('reelhouse.reviewer', '{not json');
    expect(loadReviewer(storage)).toBeNull();
    storage.setItem('reelhouse.reviewer', JSON.stringify({ name: 3, email: null }));
    expect(loadReviewer(storage)).toBeNull();
  });
});

/**
 * The browser mirror of the session the original app kept (`user`, `isLoggedIn`): for display
 * only; the server's session cookie is what counts.
 */
export const sessionMirror = {
  set(user: { id: number; displayName: string }) {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isLoggedIn', 'true');
  },
  clear() {
    localStorage.removeItem('user');
    localStorage.removeItem('isLoggedIn');
  },
};

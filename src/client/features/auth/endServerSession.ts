/**
 * Tells the server that this token's session is over, so a copy of the token left behind
 * signs nobody in. Sent outside the store, which forgets the token at once, and with keepalive, as
 * logout reloads the page a moment later. Its answer changes nothing here: a session already ended
 * elsewhere has nothing more to end.
 */
export function endServerSession(token: string): void {
  void fetch('/api/user/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

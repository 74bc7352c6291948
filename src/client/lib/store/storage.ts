/** The local-storage keys: token, userData and the per-user notification-dismissed flag. */
export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  dismissed: (userId: string) => `notificationsDismissed:${userId}`,
  /** A guest's choice of language in this browser; an account keeps its own. */
  language: 'language',
} as const;

const DISMISSED_PREFIX = 'notificationsDismissed:';

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Logout and a failed user fetch clear the token, the user data and the dismissed flags. */
export function clearSessionStorage(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userData);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DISMISSED_PREFIX)) localStorage.removeItem(key);
  }
}

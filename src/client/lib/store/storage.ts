import type { User } from '../../../shared/types';

/**
 * The local-storage keys: token, userData, the per-user notification-dismissed flag and the
 * last answers kept for offline use.
 */
export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  dismissed: (userId: string) => `notificationsDismissed:${userId}`,
  /** The last answer of one read the patient's home shows, kept for when the device is offline. */
  kept: (userId: string, read: KeptRead) => `${KEPT_PREFIX}${userId}:${read}`,
  /** A guest's choice of language in this browser; an account keeps its own. */
  language: 'language',
} as const;

const DISMISSED_PREFIX = 'notificationsDismissed:';
const KEPT_PREFIX = 'offlineAnswer:';

/** The reads the patient's home keeps for offline use, by the name they are kept under. */
export const KEPT_READS = { upcomingVisits: 'upcomingVisits', queuePlaces: 'queuePlaces' } as const;
type KeptRead = (typeof KEPT_READS)[keyof typeof KEPT_READS];

/** An answer kept on the device: what the server said, and when (ms since the epoch). */
export interface KeptAnswer<T> {
  savedAt: number;
  data: T;
}

/**
 * Keeps the last answer of a read for `userId`, to be shown when offline. Personal data: signing out
 * removes it (clearSessionStorage). A full or refused storage keeps nothing.
 */
export function keepAnswer<T>(userId: string, read: KeptRead, answer: KeptAnswer<T>): void {
  try {
    localStorage.setItem(STORAGE_KEYS.kept(userId, read), JSON.stringify(answer));
  } catch {
    // nothing is kept: offline, the home says it has nothing to show
  }
}

/** The answer kept for `userId`'s read, or null. */
export function keptAnswer<T>(userId: string, read: KeptRead): KeptAnswer<T> | null {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.kept(userId, read));
    return text ? (JSON.parse(text) as KeptAnswer<T>) : null;
  } catch {
    return null;
  }
}

/** When the device last heard from the server about any of `userId`'s kept reads, or null. */
export function lastKeptAt(userId: string): number | null {
  const times = Object.values(KEPT_READS)
    .map((read) => keptAnswer(userId, read)?.savedAt ?? 0)
    .filter((time) => time > 0);
  return times.length ? Math.max(...times) : null;
}

/** The signed-in user as last read from the server, for a start without a connection. */
export function readStoredUser(): User | null {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.userData);
    return text ? (JSON.parse(text) as User) : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * Logout and a failed user fetch clear the token, the user data, the dismissed flags and every
 * answer kept for offline use.
 */
export function clearSessionStorage(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userData);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DISMISSED_PREFIX) || key.startsWith(KEPT_PREFIX)) localStorage.removeItem(key);
  }
}

/** Shapes exchanged between browser and server (spec 3), as the server sends them. */
export interface Envelope<T = undefined> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
  redirectTo?: string;
}

export interface NotificationItem {
  _id: string;
  message: string;
  createdAt: string;
  onClickPath?: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: 'admin' | 'doctor' | 'patient' | 'staff';
  isAdmin: boolean;
  isDoctor: boolean;
  isStaff: boolean;
  regDoctor: boolean;
  isBlocked: boolean;
  isVerified: boolean;
  createdAt: string;
  seenNotifications: NotificationItem[];
  unseenNotifications: NotificationItem[];
}

/** A row of the people lists (staff, patients, admins): the user without notifications. */
export type PersonRow = Omit<User, 'seenNotifications' | 'unseenNotifications'>;

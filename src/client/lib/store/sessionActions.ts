import { createAction } from '@reduxjs/toolkit';

/** Logout, a failed user fetch or a 401 on a signed-in call: forget the session. */
export const sessionEnded = createAction('session/ended');

/** Patients apart from logins, as the server sends them. */

/** A family member of the signed-in account: GET /api/user/dependants. */
export interface Dependant {
  _id: string;
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  relationship: string;
  phone: string | null;
}

/** A row of the desk's find-patients list. */
export interface DeskPatientRow {
  _id: string;
  name: string;
  phone: string;
  email: string | null;
  /** YYYY-MM-DD, or null when not recorded */
  dateOfBirth: string | null;
  /** the record can sign in (a login account), false for family members and desk registrations */
  hasAccount: boolean;
  /**
   * For a family member: the account holder who manages them, and what the member is to them
   * (one of DEPENDANT_RELATIONSHIPS: 'Child' reads "child of {name}"); null for anyone else.
   */
  accountHolder: { _id: string; name: string; relationship: string } | null;
  /**
   * The patient's next pending, approved or follow-up visit due today or later in the clinic's
   * time zone (a follow-up's on its follow-up date), or null.
   */
  nextVisit: { _id: string; date: string; time: string; doctorName: string; status: string } | null;
}

/** A patient whose stored number cannot receive texts: GET /api/desk/unusable-phones. */
export interface UnusablePhoneRow {
  _id: string;
  name: string;
  /** as it was typed: it could not be read as a mobile number */
  phone: string;
  email: string | null;
}

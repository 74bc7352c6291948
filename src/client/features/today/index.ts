/** What other features may use from the clinic day: the patient’s place in line on their home, and check-in. */
export { default as QueuePlaceCards } from './components/QueuePlaceCards';
/** The desk's booking checks a walk-in in from its confirmation, as Today's Check in does. */
export { useCheckInMutation } from './todayApi';

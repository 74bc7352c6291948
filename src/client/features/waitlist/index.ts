/** What other features may use from the waitlist: joining (the booking card) and the patient's list. */
export { useJoinWaitlistMutation } from './waitlistApi';
export { default as MyWaitlistCard } from './components/MyWaitlistCard';

/** What other features may use from the clinic day: the patient's place in line on their home. */
export { default as QueuePlaceCards } from './components/QueuePlaceCards';

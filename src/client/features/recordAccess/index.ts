/** Who opened a patient's record: the patient's own list on their profile. */
export { default as RecordAccessSection } from './components/RecordAccessSection';

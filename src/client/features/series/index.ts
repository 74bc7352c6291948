/**
 * What other features may use from courses of visits: the 'Book a course' button, a visit's
 * place in its course, the lists' grouping, the scope of a change, the approval of a course and the
 * completion form's prescribed course.
 */
export { default as BookCourseButton } from './components/BookCourseButton';
export { default as SeriesTag, seriesPositionText } from './components/SeriesTag';
export { useCourseGroups } from './components/courseRows';
export { default as ScopeChoice } from './components/ScopeChoice';
export { default as ApproveCourseButton } from './components/ApproveCourseButton';
export {
  default as FollowUpCourseFields,
  followUpCourseOf,
  type FollowUpCourseValues,
} from './components/FollowUpCourseFields';

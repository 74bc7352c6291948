/** What other features may use from media: the image list behind the patient-home carousel. */
export { useListImagesQuery, imagesAdapter } from './mediaApi';

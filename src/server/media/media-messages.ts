import { defineMessages } from '@formatjs/intl';

/** The image uploads' replies: ids `server.media.*`, translated in src/locales/<language>/server/server.json. */
export const MEDIA_TEXT = defineMessages({
  uploaded: { id: 'server.media.uploaded', defaultMessage: 'Images uploaded successfully' },
  deleted: { id: 'server.media.deleted', defaultMessage: 'Image deleted' },
  notFound: { id: 'server.media.notFound', defaultMessage: 'Image not found' },
  noFiles: { id: 'server.media.noFiles', defaultMessage: 'Please select at least one image' },
  tooMany: {
    id: 'server.media.tooMany',
    defaultMessage: 'You can upload at most {max, plural, one {# image} other {# images}} at once',
  },
  requestTooLarge: {
    id: 'server.media.requestTooLarge',
    defaultMessage:
      'You can upload at most {max, plural, one {# image} other {# images}} of 5 MB each at once',
  },
  notAnImage: { id: 'server.media.notAnImage', defaultMessage: '{label} is not a JPEG, PNG or WebP image' },
  tooLarge: { id: 'server.media.tooLarge', defaultMessage: '{label} is larger than 5 MB' },
  wrongField: { id: 'server.media.wrongField', defaultMessage: 'Images must be sent in the field "images"' },
  tooManyParts: { id: 'server.media.tooManyParts', defaultMessage: 'The upload has too many parts' },
  unreadable: { id: 'server.media.unreadable', defaultMessage: 'The upload could not be read' },
});

/** What other modules may use of the profile: reading an uploaded image and checking its bytes. */
export { assertPixelLimit, sniffImageType } from './photo-image.js';
export { readPhotoUpload } from './photo-upload.js';

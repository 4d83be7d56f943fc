export { makePhoto, multipartBody, uploadOnePicture } from './pictures.test-helpers';

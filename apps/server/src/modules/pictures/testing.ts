export { makePhoto, multipartBody } from './pictures.test-helpers';

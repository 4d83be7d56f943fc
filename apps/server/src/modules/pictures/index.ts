export { picturePaths, toPictureView } from './picture-view';
export { movePicturesToOwner } from './pictures.repository';
export { picturesRoutes } from './pictures.routes';

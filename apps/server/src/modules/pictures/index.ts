export { startOrphanPicturePruneRunner } from './orphan-pictures-runner-loop';
export { pictureThumbForPrint } from './picture-for-print';
export { picturePaths, profilePictureOf, toPictureView } from './picture-view';
export { findPicturesByIds, movePicturesToOwner } from './pictures.repository';
export { picturesRoutes } from './pictures.routes';
export { removeProfilePicture } from './profile-picture.service';

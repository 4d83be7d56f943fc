import { AppFrame } from './app-frame';
import { LandscapePicture } from './landscape-picture';

/** The welcome page's layout: the same frame over a full-screen prairie picture, with the menu in a drawer. */
export const PictureLayout = () => <AppFrame hasSideMenu={false} background={<LandscapePicture />} />;

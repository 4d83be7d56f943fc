import { AppFrame } from './app-frame';

/** Every screen but the welcome page: header, content, side menu on large screens and tabs on small ones. */
export const BaseLayout = () => <AppFrame hasSideMenu />;

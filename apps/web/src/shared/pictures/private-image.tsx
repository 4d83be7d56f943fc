import classes from './private-image.module.css';
import { usePrivatePictureUrl } from './private-picture';

type PrivateImageProps = {
  src: string;
  alt: string;
  /** A fixed height in pixels, the picture cropped to fill it; without, the picture's own proportions. */
  height?: number;
};

/**
 * A stored picture that may be private (a draft's, or one not attached yet): fetched with the user's key and shown
 * through an object URL. Public pictures load the same way, so a draft's thumbnails keep showing once it is posted.
 * Nothing renders until the bytes arrive, so a screen reader never meets an empty image. Plain (decision 024): a
 * load's page draws no Mantine component (issue 22).
 */
export const PrivateImage = ({ src, alt, height }: PrivateImageProps) => {
  const { url } = usePrivatePictureUrl(src);
  return url ? <img className={classes.image} src={url} alt={alt} style={height ? { height } : undefined} /> : null;
};

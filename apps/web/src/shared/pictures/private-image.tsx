import { Image, type ImageProps } from '@mantine/core';
import { usePrivatePictureUrl } from './private-picture';

type PrivateImageProps = Omit<ImageProps, 'src'> & { src: string; alt: string };

/**
 * A stored picture that may be private (a draft's, or one not attached yet): fetched with the user's key and shown
 * through an object URL. Public pictures load the same way, so a draft's thumbnails keep showing once it is posted.
 * Nothing renders until the bytes arrive, so a screen reader never meets an empty image.
 */
export const PrivateImage = ({ src, alt, ...props }: PrivateImageProps) => {
  const { url } = usePrivatePictureUrl(src);
  return url ? <Image src={url} alt={alt} {...props} /> : null;
};

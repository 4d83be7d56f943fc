import type { ProfilePicture } from '@freight/domain';
import { useState } from 'react';
import classes from './user-avatar.module.css';

type UserAvatarProps = {
  name: string;
  picture: ProfilePicture;
  /** Its width and height in pixels. */
  size: number;
  /** The large version, for a big avatar on the profile page; the thumbnail (320 px) serves everything smaller. */
  isLarge?: boolean;
  /** Empty when the person's name is written next to it, so a screen reader does not read it twice. */
  alt?: string;
  className?: string;
};

/** The first letters of the first two words, or the first two letters of a single word, as Mantine's Avatar writes them. */
const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return name.trim().slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
};

/**
 * A person's profile picture (spec 2 and 3), or their initials when they have none or it fails to load: white on the
 * brand green, which reads in the green header and under a dialog's shade. Profile pictures are public, so a plain
 * <img> loads them and the browser keeps them for a year. Plain (decision 024): the header draws it on every
 * signed-in page (issue 22).
 */
export const UserAvatar = ({ name, picture, size, isLarge = false, alt = name, className }: UserAvatarProps) => {
  const src = picture ? (isLarge ? picture.large : picture.thumb) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, minWidth: size, fontSize: size / 2.5 };
  return (
    <span
      className={className ? `${classes.avatar} ${className}` : classes.avatar}
      style={style}
      // Decorative beside the written name: hidden whole, or its initials would join the link's name ("DP Case IH…").
      aria-hidden={alt === '' || undefined}
    >
      {src && failedSrc !== src ? (
        <img className={classes.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={classes.initials} title={alt || undefined}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
};

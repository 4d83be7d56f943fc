import type { ProfilePicture } from '@freight/domain';
import { Avatar, type AvatarProps } from '@mantine/core';

type UserAvatarProps = Omit<AvatarProps, 'src' | 'alt'> & {
  name: string;
  picture: ProfilePicture;
  /** The large version, for a big avatar on the profile page; the thumbnail (320 px) serves everything smaller. */
  isLarge?: boolean;
  /** Empty when the person's name is written next to it, so a screen reader does not read it twice. */
  alt?: string;
};

/**
 * A person's profile picture (spec 2 and 3), or their initials when they have none. Profile pictures are public, so
 * a plain <img> loads them and the browser keeps them for a year.
 */
export const UserAvatar = ({ name, picture, isLarge = false, alt = name, ...props }: UserAvatarProps) => (
  <Avatar
    src={picture ? (isLarge ? picture.large : picture.thumb) : null}
    alt={alt}
    name={name}
    // Decorative beside the written name: hidden whole, or its initials would join the link's name ("DP Case IH…").
    aria-hidden={alt === '' || undefined}
    // Filled: white initials on the brand green read well on white, in the green header and under a dialog's shade.
    variant="filled"
    color="brand"
    {...props}
  />
);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPictures } from '../../shared/pictures/upload-pictures';
import { useSession } from '../../shared/session/session-provider';
import { setCachedProfile, useUpdateUser } from '../../shared/session/user-api';

/** POST /picture/ with purpose `profile`: the server makes it the user's picture and deletes the one it replaces. */
export const useUploadProfilePicture = () => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (file: File) => uploadPictures({ model: { purpose: 'profile' }, files: [file] }),
    onSuccess: ([picture]) => {
      if (user && picture)
        setCachedProfile(queryClient, { ...user, picture: { thumb: picture.thumb, large: picture.large } });
    },
  });
};

/** PATCH /user/{id}/ with `picture: null`. */
export const useRemoveProfilePicture = () => {
  const { user } = useSession();
  const updateUser = useUpdateUser();
  return {
    remove: (options: { onSuccess: () => void; onError: (error: unknown) => void }) => {
      if (user) updateUser.mutate({ userId: user.id, changes: { picture: null } }, options);
    },
    isPending: updateUser.isPending,
  };
};

import type { UpdateUserBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { useSession } from '../../shared/session/session-provider';
import { useUpdateUser } from '../../shared/session/user-api';
import { useNotify } from '../../shared/ui/use-notify';

type SaveOptions = { onError?: (error: unknown) => void };

/**
 * Saves part of the profile with PATCH /user/{id}/ and says so (spec section 8, profile save). Each section has its
 * own, so one section's pending save does not disable another's.
 */
export const useSaveProfile = () => {
  const { i18n } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { user } = useSession();
  const updateUser = useUpdateUser();
  const notify = useNotify();

  const save = (changes: UpdateUserBody, { onError }: SaveOptions = {}) => {
    if (!user) return;
    updateUser.mutate(
      { userId: user.id, changes },
      {
        // A new language applies right after this save: the notice already speaks it.
        onSuccess: () =>
          notify.success(i18n.getFixedT(changes.language_choice ?? i18n.resolvedLanguage ?? null, 'profile')('saved')),
        onError: (error) => {
          notify.error(translateApiError(tErrors, error));
          onError?.(error);
        },
      },
    );
  };

  /** The values being saved, so controls show the reader's choice at once rather than flicking back. */
  const pending = updateUser.isPending ? updateUser.variables.changes : {};
  return { save, pending, isPending: updateUser.isPending };
};

import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * Brings the first refused field into view and puts the cursor in it. Mantine marks a field with an error as
 * `aria-invalid`, so the first such field in the form's order is the one to fix first; on a phone the form is taller
 * than the screen and a message beside a field out of sight would go unseen. Centred, so a sticky header never
 * covers it.
 */
export const focusFirstInvalidField = (container: HTMLElement | null): void => {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
};

/**
 * The one way a form keeps its field messages: `setErrors` as with useState, and each time messages are set the
 * first field they mark is scrolled to and focused. Attach `formRef` to the element that holds the form's fields.
 */
export const useFieldErrors = <Container extends HTMLElement = HTMLFormElement>() => {
  const formRef = useRef<Container>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Syncs with the DOM after React has drawn the messages (the fields carry aria-invalid only then).
  useEffect(() => {
    if (Object.values(errors).some(Boolean)) focusFirstInvalidField(formRef.current);
  }, [errors]);
  return { errors, setErrors, formRef };
};

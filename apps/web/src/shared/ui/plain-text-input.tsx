import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import classes from './plain-text-input.module.css';

type PlainTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  rightSection?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text box that looks like Mantine's TextInput, for the first screens (decision 024): the place search
 * draws it until Mantine's Autocomplete takes its place (deferred-autocomplete.tsx).
 */
export const PlainTextInput = ({
  label,
  description,
  error,
  rightSection,
  required,
  ref,
  ...props
}: PlainTextInputProps) => {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      {label && (
        <label htmlFor={id} className={classes.label}>
          {label}
          {required && (
            <span className={classes.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      )}
      <div className={classes.wrapper}>
        <input
          type="text"
          {...props}
          ref={ref}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={rightSection ? `${classes.input} ${classes.withSection}` : classes.input}
        />
        {rightSection && <div className={classes.section}>{rightSection}</div>}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
};

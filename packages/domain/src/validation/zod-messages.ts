import { z } from 'zod';

/**
 * Plain-language messages for the failures zod words technically ("Invalid input: expected string, received
 * undefined"). Called once at start by the server and the web, so both show the same words for the same mistake.
 */
export const configureValidationMessages = (): void => {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return 'This field is required.';
      }
      return undefined;
    },
  });
};

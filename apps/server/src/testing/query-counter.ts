/**
 * Counts the statements a piece of work sends to the database (through the db layer's `onQuery`), so a test can hold
 * a request path to a number of round trips: a repeated read added later makes it fail.
 */
export const queryCounter = () => {
  let recording: string[] | null = null;
  return {
    /** Give this to `buildTestApp({ onQuery })`. */
    onQuery: (sql: string) => {
      recording?.push(sql);
    },
    /** The statements `work` ran, in order. */
    during: async (work: () => Promise<unknown>): Promise<string[]> => {
      const seen: string[] = [];
      recording = seen;
      try {
        await work();
      } finally {
        recording = null;
      }
      return seen;
    },
  };
};

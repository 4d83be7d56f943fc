/**
 * Whether `promise` has settled once everything already queued has had its turn (one macrotask): a test's way to say
 * "this is still waiting" without a timer of its own. Tests only.
 */
export const isSettledAfterATurn = async (promise: Promise<unknown>): Promise<boolean> => {
  let isSettled = false;
  void promise.then(() => {
    isSettled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return isSettled;
};

import type * as VendorAdapters from './vendor-adapters';

let adapters: typeof VendorAdapters | undefined;

/**
 * The vendor adapters, fetched when a tracker is to be loaded (configured and consented to): a visitor who has not
 * consented, as every first visit is, downloads none of their code (issue 22).
 */
export const loadVendorAdapters = async (): Promise<typeof VendorAdapters> => {
  adapters ??= await import('./vendor-adapters');
  return adapters;
};

/** The adapters once fetched: before that no tracker is loaded, so a moment has no vendor to go to. */
export const loadedVendorAdapters = (): typeof VendorAdapters | undefined => adapters;

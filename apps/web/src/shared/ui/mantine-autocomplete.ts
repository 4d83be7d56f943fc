// Mantine's Autocomplete in a module of its own, so deferred-autocomplete.tsx can fetch it (with its dropdown's
// positioning library, floating-ui, about 27 KB gzipped) after the first screen instead of with it.
export { Autocomplete } from '@mantine/core';

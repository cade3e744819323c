/*
 * Mantine's Autocomplete, imported only through suggest-input.tsx's dynamic import: with the
 * Combobox, ScrollArea and Checkbox modules its compiled file imports, ~12 KB gzipped that the
 * search boxes need only once the page has hydrated (issue 17). Importing Autocomplete from
 * '@mantine/core' anywhere on the first view puts it back there.
 */
export { Autocomplete } from '@mantine/core';

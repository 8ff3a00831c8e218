// A collection read from a file, as the workbench keeps it: marked imported. The import worker marks
// it before making its stored text, so the page keeps that very object (and the text stays its own).
import type { Collection } from '@courier/core';

export const asImported = (collection: Collection): Collection =>
  collection.imported ? collection : { ...collection, imported: true };

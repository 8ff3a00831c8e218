// The Theme Manager's texts users see.
import { messageOf } from '@courier/core';

export const THEME_TEXT = {
  createError: (thrown: unknown) => `Error creating theme: ${messageOf(thrown)}`,
  saveError: (thrown: unknown) => `Error saving theme: ${messageOf(thrown)}`,
  deleteError: (thrown: unknown) => `Error deleting theme: ${messageOf(thrown)}`,
  confirmDelete: (name: string) => `Are you sure you want to delete the theme '${name}'?`,
  cloneName: (name: string) => `${name} Copy`,
};

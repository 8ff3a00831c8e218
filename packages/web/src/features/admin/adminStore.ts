// The admin panel's state: the open tab, the statistics, the user list with
// its filters and the selected rows. Data loads when the tab or the filters change; every change a
// call makes is followed by a reload, so the table always shows what the server holds.
import type { AdminStats } from '@courier/core';
import { create } from 'zustand';
import { toast } from '../../ui/toasts.js';
import { adminApi, type UserPage } from './adminApi.js';
import { failureText, FAILURES } from './adminMessages.js';
import { INITIAL_FILTERS, withFilter, type UserFilters } from './userQuery.js';

export type AdminTab = 'dashboard' | 'users';

interface AdminState {
  tab: AdminTab;
  stats: AdminStats | null;
  statsLoading: boolean;
  filters: UserFilters;
  page: UserPage | null;
  usersLoading: boolean;
  /** Ids of the rows ticked on the page shown. */
  selected: ReadonlySet<string>;
  setTab: (tab: AdminTab) => void;
  loadStats: () => Promise<void>;
  loadUsers: () => Promise<void>;
  /** A search, role or status change: back to page 1. */
  filter: (change: Partial<Pick<UserFilters, 'search' | 'role' | 'isActive'>>) => void;
  goToPage: (page: number) => void;
  toggle: (id: string, selected: boolean) => void;
  /** Ticks or clears every row of the page shown. */
  selectAll: (selected: boolean) => void;
  /** Runs a change against the server, tells the user how it went, then reloads the list. */
  run: (
    call: () => Promise<{ message: string }>,
    success: string,
    failure: { failed: string; error: string },
  ) => Promise<boolean>;
}

// Only the newest answer is shown: a slow reply to an older filter must not overwrite a newer one.
let usersRequest = 0;
let statsRequest = 0;

export const useAdmin = create<AdminState>((set, get) => ({
  tab: 'dashboard',
  stats: null,
  statsLoading: false,
  filters: INITIAL_FILTERS,
  page: null,
  usersLoading: false,
  selected: new Set(),

  setTab: (tab) => set({ tab }),

  loadStats: async () => {
    const request = ++statsRequest;
    set({ statsLoading: true });
    try {
      const stats = await adminApi.stats();
      if (request === statsRequest) set({ stats });
    } catch (thrown) {
      if (request === statsRequest) toast(failureText(thrown, FAILURES.stats), 'error');
    } finally {
      if (request === statsRequest) set({ statsLoading: false });
    }
  },

  loadUsers: async () => {
    const request = ++usersRequest;
    const { filters } = get();
    set({ usersLoading: true });
    try {
      const page = await adminApi.users(filters);
      if (request !== usersRequest) return;
      // The last rows of the last page went (deleted, filtered out): show the page that is now last.
      const { totalPages } = page.pagination;
      if (page.users.length === 0 && totalPages > 0 && filters.page > totalPages) {
        set({ filters: { ...filters, page: totalPages } });
        void get().loadUsers();
        return;
      }
      const shown = new Set(page.users.map((user) => user.id));
      set({ page, selected: new Set([...get().selected].filter((id) => shown.has(id))) });
    } catch (thrown) {
      if (request === usersRequest) toast(failureText(thrown, FAILURES.users), 'error');
    } finally {
      if (request === usersRequest) set({ usersLoading: false });
    }
  },

  filter: (change) => {
    set({ filters: withFilter(get().filters, change), selected: new Set() });
    void get().loadUsers();
  },

  goToPage: (page) => {
    set({ filters: { ...get().filters, page }, selected: new Set() });
    void get().loadUsers();
  },

  toggle: (id, selected) => {
    const next = new Set(get().selected);
    if (selected) next.add(id);
    else next.delete(id);
    set({ selected: next });
  },

  selectAll: (selected) => set({ selected: new Set(selected ? (get().page?.users ?? []).map((user) => user.id) : []) }),

  run: async (call, success, failure) => {
    try {
      const { message } = await call();
      toast(message || success, 'success');
      return true;
    } catch (thrown) {
      toast(failureText(thrown, failure), 'error');
      return false;
    } finally {
      await get().loadUsers();
    }
  },
}));

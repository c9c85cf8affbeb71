/**
 * UI state that is not server data: dismissed banners and open panels. Client state only, kept in memory
 * for the life of the page (a dismissed banner comes back on the next visit, as a reminder should).
 */
import { create } from 'zustand';

export interface UiState {
  upgradeBannerDismissed: boolean;
  dismissUpgradeBanner: () => void;
  /** The navigation drawer of small screens (burger menu). */
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
  /** Back to the initial state (Log Out, tests). */
  resetUi: () => void;
}

const initial = { upgradeBannerDismissed: false, mobileNavOpen: false };

export const useUi = create<UiState>()((set) => ({
  ...initial,
  dismissUpgradeBanner: () => set({ upgradeBannerDismissed: true }),
  setMobileNavOpen: (open) => set({ mobileNavOpen: open }),
  resetUi: () => set(initial),
}));

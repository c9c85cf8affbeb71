/**
 * UI state that is not server data: dismissed banners and open panels. Client state only. Which users
 * dismissed the upgrade banner is kept in localStorage (zustand persist), so a dismissal holds across
 * reloads for that user and for nobody else, until that user logs out (Log Out leaves nothing of them on
 * the device); open panels live in memory for the life of the page.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The localStorage key of the kept part. */
export const UI_STORAGE_KEY = 'console-ui';

export interface UiState {
  /** uuids of the users who dismissed the upgrade banner on this device. */
  upgradeBannerDismissedBy: string[];
  dismissUpgradeBanner: (uuid: string) => void;
  /** Log Out: nothing of the leaving user stays on the device, their dismissal included. */
  forgetUser: (uuid: string) => void;
  /** The navigation drawer of small screens (burger menu). */
  mobileNavOpen: boolean;
  setMobileNavOpen: (open: boolean) => void;
  /** Back to the initial state (tests). */
  resetUi: () => void;
}

const initial = { upgradeBannerDismissedBy: [] as string[], mobileNavOpen: false };

export const useUi = create<UiState>()(
  persist(
    (set) => ({
      ...initial,
      dismissUpgradeBanner: (uuid) =>
        set((state) =>
          state.upgradeBannerDismissedBy.includes(uuid)
            ? state
            : { upgradeBannerDismissedBy: [...state.upgradeBannerDismissedBy, uuid] },
        ),
      forgetUser: (uuid) =>
        set((state) => ({ upgradeBannerDismissedBy: state.upgradeBannerDismissedBy.filter((u) => u !== uuid) })),
      setMobileNavOpen: (open) => set({ mobileNavOpen: open }),
      resetUi: () => set(initial),
    }),
    {
      name: UI_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      // Only the dismissals: a menu open at the last visit must not open by itself.
      partialize: (state) => ({ upgradeBannerDismissedBy: state.upgradeBannerDismissedBy }),
    },
  ),
);

/** Whether `uuid` dismissed the upgrade banner on this device. */
export function useUpgradeBannerDismissed(uuid: string): boolean {
  return useUi((state) => state.upgradeBannerDismissedBy.includes(uuid));
}

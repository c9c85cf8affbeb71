/**
 * The tracking choice each user made in this page's session (client state only). The consent drawer
 * closes even when saving the choice fails (doc 3 §2), so the choice is kept here and honoured until the
 * page goes (Log Out leaves the page); the recorded userConsent is what counts on the next start.
 */
import { create } from 'zustand';
import type { UserConsent } from '../contract/types/user';

export interface TrackingChoiceState {
  /** uuid → the choice made in this session. */
  choices: Record<string, UserConsent>;
  choose: (uuid: string, consent: UserConsent) => void;
  /** Forgets every choice (tests). */
  reset: () => void;
}

export const useTrackingChoices = create<TrackingChoiceState>()((set) => ({
  choices: {},
  choose: (uuid, consent) => set((state) => ({ choices: { ...state.choices, [uuid]: consent } })),
  reset: () => set({ choices: {} }),
}));

/** The choice `uuid` made in this session, or null. */
export function useTrackingChoice(uuid: string | null): UserConsent | null {
  return useTrackingChoices((state) => (uuid ? (state.choices[uuid] ?? null) : null));
}

import { create } from 'zustand';
import { roleFlags, type PilotFeature, type RoleFlags, type SessionUser } from '../contracts';

/** Session, role flags and the current hub's pilots: written by the host, read by every remote. */
export interface SessionState {
  user: SessionUser | null;
  flags: RoleFlags;
  /** Hub whose pilots are loaded (the hub in the URL). */
  pilotsHubId: string | null;
  pilots: readonly PilotFeature[];
  setUser: (user: SessionUser | null) => void;
  setPilots: (hubId: string | null, pilots: readonly PilotFeature[]) => void;
}

const noFlags = roleFlags([]);

/** The one session store (shared is a Module Federation singleton, so host and remotes see the same store). */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  flags: noFlags,
  pilotsHubId: null,
  pilots: [],
  setUser: (user) => set({ user, flags: roleFlags(user?.roles ?? []) }),
  setPilots: (pilotsHubId, pilots) => set({ pilotsHubId, pilots }),
}));

/** The signed-in user (non-null inside the shell: it renders a loader until the session is read). */
export const useSessionUser = () => useSessionStore((s) => s.user);
/** The four role flags. */
export const useRoleFlags = () => useSessionStore((s) => s.flags);
/** True when the hub in the URL has the pilot enabled. */
export const usePilot = (feature: PilotFeature) => useSessionStore((s) => s.pilots.includes(feature));
/** Enabled pilots of the hub in the URL. */
export const usePilots = () => useSessionStore((s) => s.pilots);

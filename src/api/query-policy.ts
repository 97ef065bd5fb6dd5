import { shareList } from './http';

/**
 * How long each kind of data is trusted before a read checks the server again, and whether
 * coming back to the tab checks. The query factories spread one of these into their options.
 */
export const QUERY_POLICY = {
  /**
   * The big lists (10,000 attributes, asset types with their layouts): a re-read is megabytes,
   * so returning to the tab does not re-read them. Changes made in this browser's other tabs
   * still arrive at once (cross-tab invalidation); a colleague's, with the list's Refresh.
   */
  bigList: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, structuralSharing: shareList },
  /** Small lists (languages, folders, saved searches): cheap, so re-read on return to the tab. */
  smallList: { staleTime: 30_000, refetchOnWindowFocus: true, structuralSharing: shareList },
  /** One record open in an editor: re-read on return to the tab so a colleague's change is noticed at once. */
  record: { staleTime: 10_000, refetchOnWindowFocus: true },
} as const;

import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toApiError } from './api-error';
import { assetTypeQueries, forgetUnanswered, newCreateSession, useCreateAssetType, type AssetType, type CreateSession } from './asset-types';
import { sendCreate } from './outbox-create';
import { createOrFind } from './unknown-outcome';

// Apart from asset-types.ts: the list's first visit reads asset types; this (with the outbox's create) loads with the forms that create.

const ASSET_TYPES = assetTypeQueries.detail('').queryKey.slice(0, 1);

/** What the outbox keeps of an asset type's create while it is sent (outbox-create.ts): where, what it is called, what was typed. */
type KeptAssetTypeCreate = { resource: string; label: string; link: string; values: unknown };

/**
 * A new asset type's create that is safe to try again, through the outbox (what was typed is kept before it is sent, so a
 * reload in the middle is checked and offered back). When the server's own answer did not come (the connection dropped,
 * the server was too slow, a gateway answered 502/504: ApiError.mayHaveLanded) the server may have made it all the same:
 * the server is asked, and one it holds counts as created; else the next try sends the same uid, so a second asset type is never made of one (the server refuses the uid, and is asked again).
 * `create` answers the asset type as the server has it: made by an earlier try, it has what that try sent.
 */
export function useCreateAssetTypeOnce(session?: CreateSession) {
  const queryClient = useQueryClient();
  const createAssetType = useCreateAssetType();
  // The page's, when it outlives this component (a dialog): a retry in a dialog opened again still sends the uid.
  const own = useRef(newCreateSession());
  const state = session ?? own.current;
  const held = (uid: string) => queryClient.fetchQuery({ ...assetTypeQueries.detail(uid), staleTime: 0, retry: false });
  const send = async (sent: AssetType, mine: number): Promise<AssetType> => {
    const settle = (uid: string | null) => {
      if (state.asking === mine) state.unanswered = uid;
    };
    try {
      const { found } = await createOrFind(
        () => createAssetType.mutateAsync(sent),
        () => held(sent.Uid),
        sent.Uid === state.unanswered,
      );
      settle(null);
      if (!found) return sent;
      void queryClient.invalidateQueries({ queryKey: ASSET_TYPES });
      return found;
    } catch (error) {
      if (toApiError(error).mayHaveLanded) settle(sent.Uid);
      throw error;
    }
  };
  /**
   * Keeps what was typed, then makes the asset type (`make`, under the uid given: a read it needs comes after the input is
   * kept, so a reload while it reads loses nothing) and sends it.
   */
  const create = (keep: KeptAssetTypeCreate, make: (uid: string) => AssetType | Promise<AssetType>): Promise<AssetType> => {
    const uid = state.unanswered ?? crypto.randomUUID();
    const mine = state.asking;
    return sendCreate({ ...keep, uid }, async () => send(await make(uid), mine));
  };
  /** A new asset type is asked for (the dialog opened anew): see forgetUnanswered. */
  const forget = () => forgetUnanswered(state);
  /**
   * Kept input of a create sent under `uid` is restored (after a reload): its next try sends that uid again, so a create
   * the server made after all, unknown when it was offered (the server could not be asked), is not made twice.
   */
  const resume = (uid: string) => {
    state.unanswered = uid;
  };
  return { create, forget, resume };
}

import type {
  Advert,
  advertFileLinkResponse,
  AdvertListResponse,
  AdvertStatus,
  Offer,
  OfferCounts,
  OfferListResponse,
  OfferMessageResponse,
  OfferStatus,
  RequestFeedQuery,
  SellerOffersResponse,
} from '@pazaryeri/contract/adverts/index';
import type { Draft } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { api, quietError, roomOffersTag } from '@/lib/api-client';
import { readStoredToken } from '@/lib/token-storage';
import { postFormWithProgress } from '@/lib/upload';

interface TokenState {
  user?: { userInfo?: { token?: string } | null };
}

export type AdvertFileLink = z.infer<typeof advertFileLinkResponse>;
export type AdvertListArgs = Record<string, string | number | undefined>;
export type OfferTab = 'all' | OfferStatus;

/** Spec §5: filters travel only when they hold something. */
export function dropEmpty(args: AdvertListArgs): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<string, string | number>;
}

/** Spec §4: a store's per-status counts after one of its offers moved from `from` to `to`. */
export function shiftCounts(counts: OfferCounts, from: OfferStatus, to: OfferStatus): OfferCounts {
  if (from === to) return counts;
  return { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };
}

/**
 * Spec §4 on an accepted request offer: the advert becomes inProgress / inNegotiation, the
 * accepted offer is accepted and the other pending offers of the request are rejected.
 */
export function applyAcceptance(list: OfferListResponse, accepted: Offer): OfferListResponse {
  return {
    ...list,
    offers: list.offers.map((offer) =>
      offer._id === accepted._id ? accepted : offer.status === 'pending' && offer.advertId === accepted.advertId ? { ...offer, status: 'rejected' as const } : offer,
    ),
  };
}

/** One offer replaced (or added, newest first) in a chat room's offers. */
export function upsertRoomOffer(draft: Draft<{ offers: Offer[] }>, offer: Offer) {
  const index = draft.offers.findIndex((item) => item._id === offer._id);
  if (index >= 0) draft.offers[index] = offer;
  else draft.offers.unshift(offer);
}

const favoritesTag = { type: 'Advert' as const, id: 'FAVORITES' };

export const advertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdverts: build.query<AdvertListResponse, AdvertListArgs>({
      query: (args) => ({ url: '/ilan/filter', params: dropEmpty(args) }),
      extraOptions: { fallbackMessage: 'İlanlar yüklenemedi.' },
      providesTags: ['Advert'],
    }),
    myAdverts: build.query<AdvertListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/ilan/user/my-adverts/list', params: { page } }),
      extraOptions: { fallbackMessage: 'İlanlar yüklenemedi.' },
      providesTags: ['Advert'],
    }),
    /** The stores' request feed: `match=fit` the requests the store's capabilities fit (with `matchReasons`), `all` every open one. */
    customerRequests: build.query<AdvertListResponse, { page: number; search?: string; category?: string; match?: RequestFeedQuery['match'] }>({
      query: (args) => ({ url: '/ilan/seller/customer-requests', params: dropEmpty({ ...args, limit: 10 }) }),
      extraOptions: { fallbackMessage: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.' },
      providesTags: ['Advert'],
    }),
    getAdvert: build.query<{ advert: Advert }, string>({
      query: (slug) => ({ url: `/ilan/detail/${encodeURIComponent(slug)}` }),
      providesTags: ['Advert'],
    }),
    /** `POST /ilan` with its pictures and technical files, through XMLHttpRequest so the form can show the upload's progress. */
    createAdvert: build.mutation<{ message: string; advert: Advert }, { form: FormData; onProgress?: (percent: number) => void }>({
      async queryFn({ form, onProgress }, { getState }) {
        const token = (getState() as TokenState).user?.userInfo?.token ?? readStoredToken();
        const result = await postFormWithProgress<{ message: string; advert: Advert }>(new URL('/api/ilan', window.location.origin).href, form, token, onProgress ?? (() => {}));
        return 'data' in result ? result : { error: quietError(result.error) };
      },
      invalidatesTags: (result) => (result ? ['Advert'] : []),
    }),
    /** A signed link to one of a request's technical files, asked each time (it lives minutes): the owner, an admin or a store that may quote. */
    advertFileLink: build.mutation<AdvertFileLink, { advertId: string; fileId: string }>({
      query: ({ advertId, fileId }) => ({ url: `/ilan/${encodeURIComponent(advertId)}/files/${encodeURIComponent(fileId)}/link` }),
      extraOptions: { fallbackMessage: 'Dosya bağlantısı alınamadı.' },
    }),
    /** A store's own adverts of one type (its service listings in the seller panel). */
    sellerAdverts: build.query<AdvertListResponse, { userId: string; advertType: string; page: number }>({
      query: ({ userId, advertType, page }) => ({ url: `/ilan/seller/${encodeURIComponent(userId)}/adverts`, params: { advertType, page } }),
      extraOptions: { fallbackMessage: 'İlanlar yüklenemedi.' },
      providesTags: ['Advert'],
    }),
    updateAdvert: build.mutation<{ message: string; advert: Advert }, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/ilan/${id}`, method: 'PUT', body: form }),
      extraOptions: { fallbackMessage: 'İlan güncellenemedi.' },
      // The edit form shows the refusal under its fields.
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? ['Advert'] : []),
    }),
    setAdvertStatus: build.mutation<{ message: string; advert: Advert }, { id: string; status: AdvertStatus }>({
      query: ({ id, status }) => ({ url: `/ilan/status/${id}`, method: 'PUT', body: { status } }),
      extraOptions: { fallbackMessage: 'İlan güncellenemedi.' },
      invalidatesTags: (result) => (result ? ['Advert'] : []),
    }),
    deleteAdvert: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/ilan/${id}`, method: 'DELETE' }),
      extraOptions: { fallbackMessage: 'İlan silinemedi.' },
      invalidatesTags: (result) => (result ? ['Advert'] : []),
    }),
    /** My favourite adverts, newest favourite first. */
    favoriteAdverts: build.query<AdvertListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/ilan/favorites', params: { page } }),
      extraOptions: { fallbackMessage: 'İlanlar yüklenemedi.' },
      providesTags: [favoritesTag],
    }),
    /** The heart on a card or the detail: the advert and every loaded list follow at once; the favourites list is fetched again. */
    toggleAdvertFavorite: build.mutation<{ message: string; isFavorite: boolean; favoritesCount: number }, { id: string; slug: string }>({
      query: ({ id }) => ({ url: `/ilan/${id}/toggle-favorite`, method: 'PUT', body: {} }),
      extraOptions: { fallbackMessage: 'Favoriler güncellenemedi.' },
      invalidatesTags: (result) => (result ? [favoritesTag] : []),
      async onQueryStarted({ id, slug }, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled;
        const apply = (advert: Advert) => {
          if (advert._id !== id) return;
          advert.isFavorite = data.isFavorite;
          advert.favoritesCount = data.favoritesCount;
        };
        dispatch(advertsApi.util.updateQueryData('getAdvert', slug, (draft) => apply(draft.advert)));
        for (const entry of advertsApi.util.selectInvalidatedBy(getState(), ['Advert'])) {
          if (entry.endpointName !== 'listAdverts') continue;
          dispatch(advertsApi.util.updateQueryData('listAdverts', entry.originalArgs as AdvertListArgs, (draft) => draft.adverts.forEach(apply)));
        }
      },
    }),
    requestOffers: build.query<OfferListResponse, string>({
      query: (id) => ({ url: `/ilan/${id}/teklif`, params: { limit: 50 } }),
      providesTags: ['Offer'],
    }),
    /** Spec §7 `GET /offer/room/{id}`: the offers of a chat room, newest first, shown as cards in the conversation. */
    roomOffers: build.query<{ offers: Offer[] }, string>({
      query: (roomId) => ({ url: `/offer/room/${encodeURIComponent(roomId)}` }),
      extraOptions: { fallbackMessage: 'Teklifler yüklenemedi.' },
      providesTags: (_result, _error, roomId) => [roomOffersTag(roomId)],
    }),
    sellerOffers: build.query<SellerOffersResponse, { status: OfferTab; page: number }>({
      query: ({ status, page }) => ({ url: '/offer/seller-offers', params: { status, page, limit: 10 } }),
      extraOptions: { fallbackMessage: 'Teklifler yüklenemedi.' },
      providesTags: ['Offer'],
    }),
    /** The offer dialog shows the refusal itself; a 409 (the request's cap reached, its deadline passed) also reloads the request, which then says so. */
    createOffer: build.mutation<{ offer: Offer }, FormData>({
      query: (body) => ({ url: '/offer/create', method: 'POST', body }),
      extraOptions: { fallbackMessage: 'Teklif gönderilemedi.' },
      transformErrorResponse: quietError,
      invalidatesTags: (result, error) => (result ? ['Offer', 'Advert'] : error?.status === 409 ? ['Advert'] : []),
    }),
    /**
     * The buyer accepts or rejects, the store withdraws. The cache follows spec §4 at once: the
     * request's offers, the advert (inProgress / inNegotiation on acceptance) and the store's counts.
     */
    setOfferStatus: build.mutation<OfferMessageResponse, { offer: Offer; status: OfferStatus; statusNote?: string; advertSlug?: string }>({
      query: ({ offer, status, statusNote }) => ({ url: `/ilan/requests/offers/${offer._id}/status`, method: 'PATCH', body: { status, ...(statusNote && { statusNote }) } }),
      async onQueryStarted({ offer, status, advertSlug }, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled;
        if (offer.advertId) {
          dispatch(advertsApi.util.updateQueryData('requestOffers', offer.advertId, (draft) =>
            status === 'accepted' && data.advert?.advertType === 'customerRequest'
              ? applyAcceptance(draft, data.offer)
              : { ...draft, offers: draft.offers.map((item) => (item._id === data.offer._id ? data.offer : item)) },
          ));
        }
        if (offer.roomId) dispatch(advertsApi.util.updateQueryData('roomOffers', offer.roomId, (draft) => upsertRoomOffer(draft, data.offer)));
        if (data.advert) {
          const advert = data.advert;
          const apply = (draft: Advert) => {
            if (draft._id !== advert._id) return;
            draft.status = advert.status;
            draft.saleStatus = advert.saleStatus;
            draft.offersCount = advert.offersCount;
          };
          if (advertSlug) dispatch(advertsApi.util.updateQueryData('getAdvert', advertSlug, (draft) => apply(draft.advert)));
          for (const entry of advertsApi.util.selectInvalidatedBy(getState(), ['Advert'])) {
            if (entry.endpointName !== 'myAdverts') continue;
            dispatch(advertsApi.util.updateQueryData('myAdverts', entry.originalArgs as { page: number }, (draft) => draft.adverts.forEach(apply)));
          }
        }
        for (const entry of advertsApi.util.selectInvalidatedBy(getState(), ['Offer'])) {
          if (entry.endpointName !== 'sellerOffers') continue;
          dispatch(advertsApi.util.updateQueryData('sellerOffers', entry.originalArgs as { status: OfferTab; page: number }, (draft) => {
            draft.counts = shiftCounts(draft.counts, offer.status, data.offer.status) as typeof draft.counts;
            draft.counts.all = draft.counts.pending + draft.counts.accepted + draft.counts.rejected + draft.counts.completed + draft.counts.inProgress + draft.counts.withdrawn;
            draft.offers = draft.offers.map((item) => (item._id === data.offer._id ? data.offer : item));
          }));
        }
      },
    }),
  }),
});

export const {
  useListAdvertsQuery,
  useMyAdvertsQuery,
  useCustomerRequestsQuery,
  useGetAdvertQuery,
  useCreateAdvertMutation,
  useAdvertFileLinkMutation,
  useSellerAdvertsQuery,
  useUpdateAdvertMutation,
  useSetAdvertStatusMutation,
  useDeleteAdvertMutation,
  useToggleAdvertFavoriteMutation,
  useFavoriteAdvertsQuery,
  useRequestOffersQuery,
  useRoomOffersQuery,
  useSellerOffersQuery,
  useCreateOfferMutation,
  useSetOfferStatusMutation,
} = advertsApi;

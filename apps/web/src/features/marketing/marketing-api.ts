import type {
  CampaignResponse,
  CampaignsQuery,
  CampaignsResponse,
  MessageResponse,
  SendCampaignBody,
  SentEmail,
  SubscribeBody,
  SubscribeResponse,
  SubscribersQuery,
  SubscribersResponse,
} from '@pazaryeri/contract';
import { marketingMessages } from '@pazaryeri/contract/marketing/messages';
import { api, quietError } from '@/lib/api-client';

const withoutEmpty = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value != null));

const marketingWithTags = api.enhanceEndpoints({ addTagTypes: ['Subscriber', 'Campaign', 'SentEmail'] });

/** E-mail marketing (spec §7 "Marketing"): the staff panel's calls and the public subscription. */
export const marketingApi = marketingWithTags.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<SubscribeResponse, SubscribeBody>({
      query: (body) => ({ url: '/subscriber/subscribe', method: 'POST', body }),
      extraOptions: { anonymous: true, fallbackMessage: marketingMessages.subscribeFailed },
    }),
    confirmSubscription: build.mutation<SubscribeResponse, { token: string }>({
      query: (body) => ({ url: '/subscriber/confirm', method: 'POST', body }),
      extraOptions: { anonymous: true },
      transformErrorResponse: quietError,
    }),
    unsubscribe: build.mutation<SubscribeResponse, { token: string }>({
      query: ({ token }) => ({ url: '/subscriber/unsubscribe', method: 'POST', params: { token } }),
      extraOptions: { anonymous: true },
      transformErrorResponse: quietError,
    }),
    subscribers: build.query<SubscribersResponse, Partial<SubscribersQuery>>({
      query: (params) => ({ url: '/marketting', params: withoutEmpty(params) }),
      providesTags: ['Subscriber'],
    }),
    deleteSubscribers: build.mutation<{ message: string; deleted: number }, string[]>({
      query: (ids) => ({ url: '/marketting/delete', method: 'DELETE', body: { ids } }),
      invalidatesTags: ['Subscriber'],
    }),
    campaigns: build.query<CampaignsResponse, Partial<CampaignsQuery>>({
      query: (params) => ({ url: params.query ? '/marketting/search' : '/marketting/filter', params: withoutEmpty(params) }),
      providesTags: ['Campaign'],
    }),
    campaign: build.query<CampaignResponse, string>({
      query: (id) => `/marketting/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    createCampaign: build.mutation<CampaignResponse, { title: string; content: string }>({
      query: (body) => ({ url: '/marketting', method: 'POST', body }),
      invalidatesTags: ['Campaign'],
    }),
    updateCampaign: build.mutation<CampaignResponse, { id: string; title: string; content: string }>({
      query: ({ id, ...body }) => ({ url: `/marketting/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => ['Campaign', { type: 'Campaign', id }],
    }),
    sendTestCampaign: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/marketting/${id}/test`, method: 'POST' }),
    }),
    sendCampaign: build.mutation<CampaignResponse, { id: string } & SendCampaignBody>({
      query: ({ id, ...body }) => ({ url: `/sendCampaign/${id}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => ['Campaign', 'SentEmail', { type: 'Campaign', id }],
    }),
    sentEmails: build.query<SentEmail[], { campaignId?: string }>({
      query: (params) => ({ url: '/marketting/sent-emails', params: withoutEmpty(params) }),
      // The spec's client refuses anything but an array with this message.
      transformResponse: (response: unknown) => {
        if (!Array.isArray(response)) throw new Error(marketingMessages.sentEmailsNotArray);
        return response as SentEmail[];
      },
      providesTags: ['SentEmail'],
    }),
  }),
});

export const {
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useSubscribersQuery,
  useDeleteSubscribersMutation,
  useCampaignsQuery,
  useCampaignQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useSendTestCampaignMutation,
  useSendCampaignMutation,
  useSentEmailsQuery,
} = marketingApi;

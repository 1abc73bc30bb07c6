/**
 * E-mail campaigns and the newsletter. The footer's subscribe box is on every page, so its
 * endpoints load first anyway; the campaign editor's pieces are imported by its pages from their files.
 */
export { SubscribeBox } from './components/subscribe-box';
export {
  campaignStatusLabels,
  formatDateTime,
  recipientStatusLabels,
  subscriberSourceLabels,
  subscriberStatusLabels,
} from './marketing-labels';
export {
  useCampaignQuery,
  useCampaignsQuery,
  useConfirmSubscriptionMutation,
  useCreateCampaignMutation,
  useDeleteSubscribersMutation,
  useSendCampaignMutation,
  useSendTestCampaignMutation,
  useSentEmailsQuery,
  useSubscribersQuery,
  useUnsubscribeMutation,
  useUpdateCampaignMutation,
} from './marketing-api';

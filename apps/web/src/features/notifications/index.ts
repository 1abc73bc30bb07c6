/**
 * In-app notifications (issue 31): the navbar's bell (its count and dropdown load as a chunk of
 * their own), the account page's list and settings, and the digest mail's unsubscribe.
 */
export { loadNotificationMenu, NotificationBell } from './components/notification-bell';

/** Following a store: the button its page shows. */
export { FollowButton } from './components/follow-button';

/** Who is signed in (the user slice, kept by the session) and the account endpoints. */
export {
  initialUserState,
  loggedOut,
  selectCurrentUser,
  selectTemporaryToken,
  sessionRoleChanged,
  sessionUserReceived,
  tokenRefreshed,
  userSlice,
  type UserState,
} from './user-slice';
export { GoogleSignInButton } from './components/google-sign-in-button';
export { useGetUserQuery, useGoogleLoginMutation } from './users-api';

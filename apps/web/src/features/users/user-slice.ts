import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, SessionUser, UserInfoWithToken } from '@pazaryeri/contract';
import { sessionExpired, type ApiError } from '@/lib/api-client';
import { usersApi } from './users-api';

export type UserStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Spec §3: the signed-in user and the state of the last user call. */
export interface UserState {
  userInfo: UserInfoWithToken | null;
  status: UserStatus;
  error: string | null;
  message: string | null;
  /** From the reset code check; spent by the reset password call. */
  temporaryToken: string | null;
  updateSuccess: boolean;
  /** The other party of an offer being viewed; filled by the offers screens. */
  offererInfo: Record<string, unknown> | null;
}

export const initialUserState: UserState = {
  userInfo: null,
  status: 'idle',
  error: null,
  message: null,
  temporaryToken: null,
  updateSuccess: false,
  offererInfo: null,
};

const { endpoints } = usersApi;
const userCalls = [
  endpoints.login,
  endpoints.register,
  endpoints.googleLogin,
  endpoints.forgetPassword,
  endpoints.resetCodeCheck,
  endpoints.resetPassword,
  endpoints.updatePassword,
  endpoints.updateProfile,
] as const;

function withoutMessage({ message: _message, ...user }: AuthResponse): UserInfoWithToken {
  return user;
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    loggedOut: () => initialUserState,
    /** The session cookie knows a user the store does not (another tab signed in, or storage was cleared). */
    sessionUserReceived: (state, action: PayloadAction<{ user: SessionUser; accessToken: string }>) => {
      const { user, accessToken } = action.payload;
      state.userInfo = {
        _id: user._id,
        name: user.name,
        email: user.email,
        role: user.role,
        isAdmin: user.isAdmin,
        avatar: user.image,
        phone: null,
        hasPassword: true,
        createdAt: '',
        token: accessToken,
      };
    },
    /** The session knows a newer role for the same user (a seller application was approved). */
    sessionRoleChanged: (state, action: PayloadAction<Pick<SessionUser, 'role' | 'isAdmin'>>) => {
      if (state.userInfo) {
        state.userInfo.role = action.payload.role;
        state.userInfo.isAdmin = action.payload.isAdmin;
      }
    },
    /** The session holds a newer token for the same user (a password change in another tab). */
    tokenRefreshed: (state, action: PayloadAction<string>) => {
      if (state.userInfo) state.userInfo.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => initialUserState)
      .addMatcher(
        isAnyOf(endpoints.login.matchFulfilled, endpoints.register.matchFulfilled, endpoints.googleLogin.matchFulfilled),
        (state, action) => {
          state.userInfo = withoutMessage(action.payload);
        },
      )
      .addMatcher(endpoints.resetCodeCheck.matchFulfilled, (state, action) => {
        state.temporaryToken = action.payload.temporaryToken;
      })
      .addMatcher(endpoints.resetPassword.matchFulfilled, (state) => {
        state.temporaryToken = null;
      })
      .addMatcher(endpoints.updatePassword.matchFulfilled, (state, action) => {
        if (state.userInfo) state.userInfo.token = action.payload.token;
        state.updateSuccess = true;
      })
      .addMatcher(endpoints.updateProfile.matchFulfilled, (state, action) => {
        const { message: _message, ...profile } = action.payload;
        if (state.userInfo) state.userInfo = { ...state.userInfo, ...profile };
        state.updateSuccess = true;
      })
      .addMatcher(endpoints.getUser.matchFulfilled, (state, action) => {
        // Only our own record carries an e-mail; it completes what the session could tell.
        const user = action.payload;
        if (state.userInfo && user._id === state.userInfo._id && 'email' in user) {
          state.userInfo = { ...state.userInfo, ...user };
        }
      })
      .addMatcher(isAnyOf(...userCalls.map((call) => call.matchPending)), (state) => {
        state.status = 'loading';
        state.error = null;
        state.updateSuccess = false;
      })
      .addMatcher(isAnyOf(...userCalls.map((call) => call.matchFulfilled)), (state, action) => {
        state.status = 'succeeded';
        const { message } = action.payload as { message?: string };
        if (message) state.message = message;
      })
      .addMatcher(isAnyOf(...userCalls.map((call) => call.matchRejected)), (state, action) => {
        state.status = 'failed';
        state.error = (action.payload as ApiError | undefined)?.message ?? action.error.message ?? null;
      });
  },
});

export const { loggedOut, sessionUserReceived, sessionRoleChanged, tokenRefreshed } = userSlice.actions;

type WithUser = { user: UserState };
export const selectCurrentUser = (state: WithUser) => state.user.userInfo;
export const selectTemporaryToken = (state: WithUser) => state.user.temporaryToken;

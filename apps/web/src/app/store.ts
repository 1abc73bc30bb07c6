import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api, isApiError, sessionExpired } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { writeStoredToken } from '@/lib/token-storage';
import { initialUserState, loggedOut, userSlice, type UserState } from '@/features/users';
import { chatReset, chatSlice } from '@/features/chat';
import { cartCleared, cartSlice } from '@/features/cart';
import { broadcastSessionEvent, endSession, logSessionError } from './session/session-client';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  user: userSlice.reducer,
  chat: chatSlice.reducer,
  cart: cartSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Only who is signed in survives a reload; a call's status, error or message does not. */
const keepSignedInUser = createTransform<UserState, UserState>(
  (user) => ({ ...initialUserState, userInfo: user.userInfo, temporaryToken: user.temporaryToken }),
  (user) => ({ ...initialUserState, ...user }),
  { whitelist: ['user'] },
);

const persistConfig: PersistConfig<RootState> = {
  key: 'root',
  storage,
  timeout: 5000,
  whitelist: ['user', 'cart'],
  transforms: [keepSignedInUser],
};

export function createAppStore() {
  const listeners = createListenerMiddleware<RootState>();
  const store = configureStore({
    // combineReducers' preloaded-state type (all keys optional) is wider than redux-persist accepts.
    reducer: persistReducer(persistConfig, rootReducer as Reducer<RootState>),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });

  // localStorage `token` always mirrors the stored user's token (spec §6).
  listeners.startListening({
    predicate: (_action, current, previous) => current.user.userInfo?.token !== previous.user.userInfo?.token,
    effect: (_action, { getState }) => writeStoredToken(getState().user.userInfo?.token ?? null),
  });

  // Nothing cached for one user may be shown to the next.
  listeners.startListening({
    actionCreator: loggedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
      dispatch(chatReset());
      // The cart stays with the device for a visitor, but one account's cart is not the next one's.
      dispatch(cartCleared());
    },
  });

  // A 401 on a call that carried a token: drop the cache and end the cookie session too, everywhere.
  listeners.startListening({
    actionCreator: sessionExpired,
    effect: async (_action, { delay, dispatch }) => {
      // Resetting aborts running calls; let the call that got the 401 finish and show its message first.
      await delay(0);
      dispatch(api.util.resetApiState());
      dispatch(chatReset());
      try {
        await endSession();
      } catch (error) {
        logSessionError('CLIENT_SESSION_ERROR', error);
      }
      broadcastSessionEvent('signout');
    },
  });

  // Every failed call shows its message (spec §8); forms add the field errors themselves.
  listeners.startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      if (isApiError(action.payload) && !action.payload.quiet) toast.error(action.payload.message);
    },
  });

  const persistor = persistStore(store);
  return { store, persistor };
}

/**
 * Writes the persisted state now: redux-persist writes a moment after each change, too late when
 * the next thing is leaving the app for a page of the server (the bank's 3D Secure page).
 */
export async function persistNow(dispatch: (action: UnknownAction) => unknown): Promise<void> {
  const writes: unknown[] = [];
  dispatch({ type: FLUSH, result: (write: unknown) => writes.push(write) });
  await Promise.all(writes);
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

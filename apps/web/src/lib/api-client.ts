import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiErrorBody, ErrorCode } from '@pazaryeri/contract';
import { messages } from '@pazaryeri/contract/messages';
import { navigateTo } from './navigation';
import { readStoredToken } from './token-storage';

/** A failed call as the UI sees it: always a Turkish `message` to show. */
export interface ApiError {
  /** The HTTP status, or how the call failed before one arrived. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
  /** The caller shows this failure in its own UI (or not at all); the global toast skips it. */
  quiet?: boolean;
}

export interface ApiExtraOptions {
  /** Public calls (login, register, password reset) never carry a token, so their 401 is just an answer. */
  anonymous?: boolean;
  /** The catalogue message for this call when the server sent none (spec §8). */
  fallbackMessage?: string;
}

/** A call that carried a token got 401: the session is over. The user slice clears itself on this. */
export const sessionExpired = createAction('session/expired');

/** The token whose session this tab is ending on purpose (its account's deletion), if any. */
let endingToken: string | null = null;
/**
 * Says that the session of `token` is being ended here (null: no longer): until then a 401 on a
 * call that carried it is not an expiry that sends the person to the login page.
 */
export function expectSessionEnd(token: string | null) {
  endingToken = token;
}

interface TokenState {
  user?: { userInfo?: { token?: string } | null };
}

// Absolute, so `new Request()` also works outside a browser page (jsdom in tests).
const rawBaseQuery = fetchBaseQuery({
  baseUrl: new URL('/api', window.location.origin).href,
  credentials: 'same-origin',
});

function currentToken(state: unknown): string | null {
  return (state as TokenState).user?.userInfo?.token ?? readStoredToken();
}

function httpStatusOf(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

function toApiError(error: FetchBaseQueryError, fallbackMessage?: string): ApiError {
  const body = typeof error.status === 'number' && typeof error.data === 'object' && error.data ? error.data : {};
  const { message, code, fields } = body as Partial<ApiErrorBody>;
  // The browser's own text ("Failed to fetch") is English and says nothing useful to a buyer.
  const networkMessage =
    error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' ? messages.networkError : undefined;
  return {
    status: httpStatusOf(error) ?? (error.status as ApiError['status']),
    message: message || fallbackMessage || networkMessage || messages.genericError,
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
  };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const token = extraOptions.anonymous ? null : currentToken(api.getState());
  if (token) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set('Authorization', `Bearer ${token}`);
    request.headers = headers;
  }

  const result = await rawBaseQuery(request, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };

  // A 401 ends the session only while the token that got it is still the session's: a call sent
  // just before a sign-out (or an account's deletion) answers 401 once that token is gone. While
  // this tab deletes its own account, a call answered after the server deleted it but before the
  // deletion's own answer arrived is a 401 too: expected, and the sign-out that follows goes home.
  if (token && httpStatusOf(result.error) === 401 && currentToken(api.getState()) === token && token !== endingToken) {
    api.dispatch(sessionExpired());
    navigateTo('/login');
  }
  return { error: toApiError(result.error, extraOptions.fallbackMessage), meta: result.meta };
};

/** The one API of the app; each feature injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Category',
    'Seller',
    'SellerProfile',
    'Follow',
    'FollowerReport',
    'SalesReport',
    'Address',
    'BillingProfile',
    'AdminUser',
    'AdminSeller',
    'SellerApproval',
    'Product',
    'SellerProduct',
    'Favorite',
    'Question',
    'Advert',
    'Offer',
    'AdminProduct',
    'AdminImage',
    'ChatRoom',
    'ChatMessage',
    'AdminChat',
    'Blog',
    'Invoice',
  ],
  endpoints: () => ({}),
});

/**
 * A chat room's offers: the adverts feature fetches them under this tag, and the chat's socket
 * invalidates it when one changes, without loading the adverts feature into the realtime chunk.
 */
export const roomOffersTag = (roomId: string) => ({ type: 'Offer' as const, id: `room:${roomId}` });

/** For `transformErrorResponse`: the failure is the caller's to show. */
export function quietError(error: ApiError): ApiError {
  return { ...error, quiet: true };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/** The message to show for anything thrown by a call or a mutation's `unwrap()`. */
export function errorMessage(error: unknown, fallback: string = messages.genericError): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

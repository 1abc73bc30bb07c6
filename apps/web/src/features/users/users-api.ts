import type {
  AuthResponse,
  ForgetPasswordBody,
  GoogleLoginBody,
  LoginBody,
  ProfileResponse,
  PublicUser,
  RegisterBody,
  ResetCodeCheckBody,
  ResetCodeCheckResponse,
  ResetPasswordBody,
  UpdatePasswordBody,
  UpdatePasswordResponse,
  UpdateProfileBody,
  UserInfo,
} from '@pazaryeri/contract';
import { messages } from '@pazaryeri/contract/messages';
import { api, type ApiError } from '@/lib/api-client';

interface MessageResponse {
  message: string;
}

/** Spec §5: a duplicate e-mail at registration is explained with the catalogue's longer message. */
function explainRegisterError(error: ApiError): ApiError {
  return error.message.includes('zaten kayıtlı') ? { ...error, message: messages.emailTaken } : error;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
      extraOptions: { anonymous: true, fallbackMessage: messages.loginFailed },
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
      extraOptions: { anonymous: true, fallbackMessage: messages.registerFailed },
      transformErrorResponse: explainRegisterError,
    }),
    googleLogin: build.mutation<AuthResponse, GoogleLoginBody>({
      query: (body) => ({ url: '/users/googlelogin', method: 'POST', body }),
      extraOptions: { anonymous: true, fallbackMessage: messages.loginFailed },
    }),
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordBody>({
      query: (body) => ({ url: '/users/ForgetPassword', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
    resetCodeCheck: build.mutation<ResetCodeCheckResponse, ResetCodeCheckBody>({
      query: (body) => ({ url: '/users/resetCodeCheck', method: 'POST', body }),
      extraOptions: { anonymous: true, fallbackMessage: messages.resetCodeFailed },
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/users/resetPassword', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
    updatePassword: build.mutation<UpdatePasswordResponse, UpdatePasswordBody>({
      query: (body) => ({ url: '/users/updatePassword', method: 'PUT', body }),
    }),
    /** JSON for text fields; FormData when an avatar file goes along. */
    updateProfile: build.mutation<ProfileResponse, UpdateProfileBody | FormData>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      extraOptions: { fallbackMessage: messages.profileFailed },
      invalidatesTags: ['User'],
    }),
    getUser: build.query<UserInfo | PublicUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      extraOptions: { fallbackMessage: messages.unknownError },
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useForgetPasswordMutation,
  useResetCodeCheckMutation,
  useResetPasswordMutation,
  useUpdatePasswordMutation,
  useUpdateProfileMutation,
  useGetUserQuery,
} = usersApi;

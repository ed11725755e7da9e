import {
  accountsApi,
  type ChangePasswordBody,
  type ChangePhoneBody,
  type CheckUserBody,
  type ConfirmPhoneChangeBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SocialLinkCodeBody,
  type SocialLoginBody,
  type UpdateProfileBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** Registration, sign-in and the password reset (public: their 4xx are the form's), the profile and sessions. */
export function accountsCalls(call: Call) {
  return {
    checkUser: (body: CheckUserBody) => call(accountsApi.checkUser, { body }),
    register: (body: RegisterBody) => call(accountsApi.register, { body }),
    login: (body: LoginBody) => call(accountsApi.login, { body }),
    loginSocial: (body: SocialLoginBody) => call(accountsApi.loginSocial, { body }),
    socialLinkCode: (body: SocialLinkCodeBody) => call(accountsApi.socialLinkCode, { body }),
    logout: () => call(accountsApi.logout, {}),
    forgotPassword: (body: { phone: string }) => call(accountsApi.forgotPassword, { body }),
    checkPasscode: (body: { phone: string; code: string }) => call(accountsApi.checkPasscode, { body }),
    resetPassword: (body: ResetPasswordBody) => call(accountsApi.resetPassword, { body }),
    profile: () => call(accountsApi.profile, {}),
    updateProfile: (body: UpdateProfileBody) => call(accountsApi.updateProfile, { body }),
    changePassword: (body: ChangePasswordBody) => call(accountsApi.changePassword, { body }),
    changePhone: (body: ChangePhoneBody) => call(accountsApi.changePhone, { body }),
    confirmPhoneChange: (body: ConfirmPhoneChangeBody) => call(accountsApi.confirmPhoneChange, { body }),
    sessions: () => call(accountsApi.sessions, {}),
    endSession: (id: string) => call(accountsApi.endSession, { params: { id } }),
    signOutEverywhere: () => call(accountsApi.signOutEverywhere, {}),
    signOutOthers: () => call(accountsApi.signOutOthers, {}),
  };
}

import {
  AuthSession,
  ChangePasswordBody,
  CheckPasscodeBody,
  CheckPasscodeResult,
  CheckUserBody,
  CheckUserResult,
  ForgotPasswordBody,
  ForgotPasswordResult,
  LoginBody,
  OkResult,
  Problem,
  RegisterBody,
  ResetPasswordBody,
  SessionList,
  SessionParams,
  SocialLoginBody,
  UpdateProfileBody,
  UserProfile,
} from '@bazar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';
import type { SessionClient } from './accounts.service';

const problems = { 400: Problem, 401: Problem, 422: Problem, 429: Problem };
const bearer = [{ bearerAuth: [] }];

/** Where a sign-in comes from: the browser (the web passes its visitor's on) and the client address. */
function clientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** The spec's auth and user calls (section 7), plus profile and password change. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;
  const { limits } = app;

  app.post(
    '/user/CheckUser',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Registration step one: checks the details and texts the phone a code for step two (or, when the phone has an account, says so by SMS); the answer is the same either way',
        body: CheckUserBody,
        response: { 200: CheckUserResult, ...problems },
      },
    },
    async (request) => {
      await limits.consume('checkUserPerIp', request.ip);
      await limits.consume('checkUserPerPhone', request.body.phone);
      return accounts.checkUser(request.body, request.lang);
    },
  );

  app.post(
    '/user',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Register a buyer (accountType 4) or a seller with a pending shop (accountType 1) with the code CheckUser texted; signs in',
        body: RegisterBody,
        response: { 201: AuthSession, ...problems },
      },
    },
    async (request, reply) => {
      await limits.consume('checkUserPerIp', request.ip);
      return reply.status(201).send(await accounts.register(request.body, clientOf(request)));
    },
  );

  app.post(
    '/auth',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with phone or email and password',
        body: LoginBody,
        response: { 200: AuthSession, ...problems },
      },
    },
    async (request) => {
      const typed = request.body.phoneOrEmail.trim();
      await limits.consume('signInPerIp', request.ip);
      // One count per account, whether its phone or its email was typed.
      const account = await accounts.signInKey(typed);
      await limits.consume('signInPerAccount', account);
      const session = await accounts.login(typed, request.body.password, clientOf(request));
      await limits.reset('signInPerAccount', account);
      return session;
    },
  );

  app.post(
    '/auth/LoginSocial',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Google ID token or a Facebook access token; a first sign-in registers',
        body: SocialLoginBody,
        response: { 200: AuthSession, ...problems, 503: Problem },
      },
    },
    async (request) => {
      await limits.consume('signInPerIp', request.ip);
      return accounts.loginSocial(request.body.provider, request.body.token, clientOf(request));
    },
  );

  app.post(
    '/auth/Logout',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: 'End this session',
        security: bearer,
        response: { 200: OkResult },
      },
    },
    async (request) => {
      await accounts.logout(callerOf(request).sessionId);
      return { ok: true as const };
    },
  );

  app.get(
    '/user/Sessions',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary:
          "The caller's signed-in sessions (device, address, when started and last used), this one marked",
        security: bearer,
        response: { 200: SessionList, 401: Problem },
      },
    },
    async (request) => accounts.sessions(callerOf(request)),
  );

  app.delete(
    '/user/Sessions/:id',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: "End one of the caller's sessions (sign that device out)",
        security: bearer,
        params: SessionParams,
        response: { 200: OkResult, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      await accounts.endSession(callerOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/user/Sessions/SignOutEverywhere',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: 'End every session of the caller, this one included',
        security: bearer,
        response: { 200: OkResult, 401: Problem },
      },
    },
    async (request) => {
      await accounts.signOutEverywhere(callerOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/user/Sessions/SignOutOthers',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: 'End every other session of the caller, keeping this one',
        security: bearer,
        response: { 200: OkResult, 401: Problem },
      },
    },
    async (request) => {
      await accounts.signOutOthers(callerOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/forgotPassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit password reset code by SMS',
        body: ForgotPasswordBody,
        response: { 200: ForgotPasswordResult, ...problems },
      },
    },
    async (request) => {
      await limits.consume('forgotPasswordPerIp', request.ip);
      await limits.consume('forgotPasswordResendPerPhone', request.body.phone, 'error.codeResendTooSoon');
      await limits.consume('forgotPasswordPerPhone', request.body.phone);
      return accounts.forgotPassword(request.body.phone, request.lang);
    },
  );

  app.post(
    '/auth/CheckPasscode',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the SMS code; a right one gives the reset token',
        body: CheckPasscodeBody,
        response: { 200: CheckPasscodeResult, ...problems },
      },
    },
    async (request) => {
      await limits.consume('checkPasscodePerIp', request.ip);
      return { resetToken: await accounts.checkPasscode(request.body.phone, request.body.code) };
    },
  );

  app.post(
    '/auth/ResetPassword',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the reset token; ends every session',
        body: ResetPasswordBody,
        response: { 200: OkResult, ...problems },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.resetToken, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.get(
    '/user/profile',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: "The caller's user info",
        security: bearer,
        response: { 200: UserProfile },
      },
    },
    (request) => accounts.profile(callerOf(request).userId),
  );

  app.put(
    '/user/profile',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: "Update the caller's user info",
        security: bearer,
        body: UpdateProfileBody,
        response: { 200: UserProfile, ...problems },
      },
    },
    (request) => accounts.updateProfile(callerOf(request).userId, request.body),
  );

  app.post(
    '/user/ChangePassword',
    {
      preHandler: app.requireUser(),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; signs out every other device',
        security: bearer,
        body: ChangePasswordBody,
        response: { 200: OkResult, ...problems },
      },
    },
    async (request) => {
      await accounts.changePassword(callerOf(request), request.body);
      return { ok: true as const };
    },
  );
};

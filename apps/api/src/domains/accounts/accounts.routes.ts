import { accountsApi } from '@bazar/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';
import type { SessionClient } from './sign-in.service';

/** Where a sign-in comes from: the browser (the web passes its visitor's on), the client address, the language. */
function clientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ip: request.ip, lang: request.lang };
}

/** The spec's auth and user calls (section 7), plus profile and password change. */
export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, signIn } = app.services;
  const { limits } = app;

  serve(app, accountsApi.checkUser, async (request) => {
    await limits.consume(request, 'checkUserPerIp', request.ip);
    await limits.consume(request, 'checkUserPerPhone', request.body.phone);
    return signIn.checkUser(request.body, request.lang);
  });

  serve(app, accountsApi.register, async (request) => {
    await limits.consume(request, 'checkUserPerIp', request.ip);
    const session = await signIn.register(request.body, clientOf(request));
    // The form's tick accepted the buyer agreement and the privacy policy: their versions are kept.
    await app.services.consents.acceptInForce(session.id);
    return session;
  });

  serve(app, accountsApi.login, async (request) => {
    const typed = request.body.phoneOrEmail.trim();
    await limits.consume(request, 'signInPerIp', request.ip);
    // One count per account, whether its phone or its email was typed.
    const account = await signIn.signInKey(typed);
    await limits.consume(request, 'signInPerAccount', account);
    // An operator's sign-ins and failures are security events in the audit log (issue 35 point 14).
    const known = account.startsWith('user:') ? Number(account.slice('user:'.length)) : null;
    const session = await signIn
      .login(typed, request.body.password, clientOf(request))
      .catch(async (error: unknown) => {
        if (known) await app.services.secondFactor.signInAttempt(known, false, request.ip);
        throw error;
      });
    await app.services.secondFactor.signInAttempt(session.id, true, request.ip);
    await limits.reset(request, 'signInPerAccount', account);
    return session;
  });

  serve(app, accountsApi.loginSocial, async (request) => {
    await limits.consume(request, 'signInPerIp', request.ip);
    const { provider, token, password, code } = request.body;
    // A password tried to join an existing account counts toward that account's sign-in limit.
    return signIn.loginSocial(provider, token, clientOf(request), { password, code }, (account) =>
      limits.consume(request, 'signInPerAccount', account),
    );
  });

  serve(app, accountsApi.socialLinkCode, async (request) => {
    await limits.consume(request, 'signInPerIp', request.ip);
    await limits.consume(request, 'checkoutCodePerIp', request.ip);
    return signIn.socialLinkCode(request.body.provider, request.body.token, request.lang);
  });

  serve(app, accountsApi.logout, async (request) => {
    await signIn.logout(callerOf(request).sessionId);
    return { ok: true as const };
  });

  serve(app, accountsApi.sessions, (request) => signIn.sessions(callerOf(request)));

  serve(app, accountsApi.endSession, async (request) => {
    await signIn.endSession(callerOf(request), request.params.id);
    return { ok: true as const };
  });

  serve(app, accountsApi.signOutEverywhere, async (request) => {
    await signIn.signOutEverywhere(callerOf(request));
    return { ok: true as const };
  });

  serve(app, accountsApi.signOutOthers, async (request) => {
    await signIn.signOutOthers(callerOf(request));
    return { ok: true as const };
  });

  serve(app, accountsApi.forgotPassword, async (request) => {
    await limits.consume(request, 'forgotPasswordPerIp', request.ip);
    await limits.consume(
      request,
      'forgotPasswordResendPerPhone',
      request.body.phone,
      'error.codeResendTooSoon',
    );
    await limits.consume(request, 'forgotPasswordPerPhone', request.body.phone);
    return signIn.forgotPassword(request.body.phone, request.lang);
  });

  serve(app, accountsApi.checkPasscode, async (request) => {
    await limits.consume(request, 'checkPasscodePerIp', request.ip);
    return { resetToken: await signIn.checkPasscode(request.body.phone, request.body.code) };
  });

  serve(app, accountsApi.resetPassword, async (request) => {
    await signIn.resetPassword(request.body.resetToken, request.body.newPassword);
    return { ok: true as const };
  });

  serve(app, accountsApi.profile, (request) => accounts.profile(callerOf(request).userId));

  serve(app, accountsApi.updateProfile, (request) =>
    accounts.updateProfile(callerOf(request).userId, request.body),
  );

  serve(app, accountsApi.changePhone, async (request) => {
    // Each try checks the password and may text a number: counted per account and per number.
    await limits.consume(request, 'phoneChangePerAccount', String(callerOf(request).userId));
    await limits.consume(request, 'checkoutCodePerPhone', request.body.phone);
    return accounts.changePhone(callerOf(request), request.body, request.lang);
  });

  serve(app, accountsApi.confirmPhoneChange, async (request) => {
    await limits.consume(request, 'checkPasscodePerIp', request.ip);
    return accounts.confirmPhoneChange(callerOf(request), request.body);
  });

  serve(app, accountsApi.changePassword, async (request) => {
    await signIn.changePassword(callerOf(request), request.body);
    return { ok: true as const };
  });
};

import { registerThroughApi } from '../support/accounts';
import { demoAdmin, demoStaff, operatorSession } from '../support/operators';
import { expect, test } from '../support/test';

test.describe('what only an Admin may undo', { tag: ['@one-width', '@desk'] }, () => {
  test('[SEC-35.13] Staff see that only an Admin unblocks an account an Admin blocked, and get no Block button on an operator; the Admin may unblock it', async ({
    browser,
    request,
  }) => {
    // Two operators' sign-ins may each wait for their authenticator's next code.
    test.slow();
    const person = await registerThroughApi(request, { firstName: 'Nigar' });
    const admin = await (await browser.newContext()).newPage();
    const adminToken = await operatorSession(admin, demoAdmin);
    const auth = { authorization: `Bearer ${adminToken}` };
    const found = await request.get(`/api/v1/Admin/Users?q=${person.phone}`, { headers: auth });
    const id = ((await found.json()) as { items: { id: number }[] }).items[0]?.id;
    expect(id).toBeDefined();
    const blocked = await request.post(`/api/v1/Admin/Users/${id}/Block`, {
      headers: auth,
      data: { note: 'Fraud' },
    });
    expect(blocked.status()).toBe(200);

    const staff = await (await browser.newContext()).newPage();
    const staffToken = await operatorSession(staff, demoStaff);
    await staff.goto(`/en/admin/people/${id}`);
    await expect(staff.getByTestId('person-blocked')).toBeVisible();
    await expect(staff.getByTestId('person-unblock-admin-only')).toHaveText(
      'Only an Admin can unblock this account',
    );
    await expect(staff.getByTestId('person-unblock')).toHaveCount(0);
    await staff.screenshot({ path: '/tmp/h5-person-staff.png' });
    // The server refuses it too, in the caller's language.
    const refused = await request.post(`/api/v1/Admin/Users/${id}/Unblock`, {
      headers: { authorization: `Bearer ${staffToken}`, 'accept-language': 'en' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('admin.people.adminBlocked');

    // Another operator's page: no Block button for Staff.
    const me = await request.get('/api/v1/user/profile', { headers: auth });
    await staff.goto(`/en/admin/people/${(await me.json()).id}`);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staff.getByTestId('person-block')).toHaveCount(0);

    // The Admin may.
    const unblocked = await request.post(`/api/v1/Admin/Users/${id}/Unblock`, { headers: auth });
    expect(unblocked.status()).toBe(200);
    await admin.context().close();
    await staff.context().close();
  });
});

import { signIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Spec: /error is tracked after navigation errors. A page whose data does not come (the server
 * behind the site's proxy is down: the proxy answers 503; or nothing answers at all) shows the error
 * page with the ways back, lands on /error with the path and why, and the operators find the record
 * in the back office. The project has no switch to break its own API, so the journeys break the
 * one thing between the browser and the server: the navigation's data request.
 */
const staff = '994500000004';
const password = 'demo1234';

/** Clicks one of the header's links while its page's data request fails as said. */
async function navigateWhileDown(page: Page, link: string, dataPath: string, failure: '503' | 'unreachable') {
  await page.route(`**${dataPath}.data*`, (route) =>
    failure === '503'
      ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' })
      : route.abort('connectionrefused'),
  );
  await page.getByTestId('header-links').getByRole('link', { name: link, exact: true }).click();
}

test.describe('navigation errors', { tag: '@one-width' }, () => {
  test('[ERR-02] a page whose data the server cannot give shows the error page, lands on /error, and the operator finds the record', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await navigateWhileDown(page, 'Bloq', '/blogs', '503');

    const errorPage = page.getByTestId('error-page');
    await expect(page).toHaveURL(/\/error\?path=%2Fblogs&reason=server&status=503$/);
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Xəta baş verdi');
    await expect(errorPage).toContainText('Problemi qeydə aldıq');
    await expect(page).toHaveTitle('Xəta baş verdi | Bazar');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(errorPage.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toHaveAttribute('href', '/');

    // The server is back: trying again shows the page.
    await page.unrouteAll();
    await errorPage.getByRole('link', { name: 'Yenidən cəhd edin' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bloq');

    // Nothing answers at all (the connection is refused): the same page, in English too.
    await page.goto('/en');
    await navigateWhileDown(page, 'Campaigns', '/en/campaign', 'unreachable');
    await expect(page).toHaveURL(/\/en\/error\?path=%2Fen%2Fcampaign&reason=unreachable$/);
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(errorPage.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/campaign');
    await expect(errorPage.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await page.unrouteAll();

    // An operator reads both in the back office, newest first.
    const operator = await (await browser.newContext()).newPage();
    await signIn(operator, staff, password);
    await operator.goto('/admin');
    await operator.getByRole('link', { name: 'Səhifə xətaları' }).click();
    await expect(operator).toHaveURL(/\/admin\/errors$/);
    await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Səhifə xətaları');
    const entries = operator.getByTestId('client-error');
    const blog = entries.filter({
      has: operator.getByTestId('client-error-path').getByText('/blogs', { exact: true }),
    });
    const campaign = entries.filter({
      has: operator.getByTestId('client-error-path').getByText('/en/campaign', { exact: true }),
    });
    await expect(blog.first().getByTestId('client-error-reason')).toHaveText('Serverin xətası (503)');
    await expect(campaign.first().getByTestId('client-error-reason')).toHaveText('Cavab gəlmədi');
    await expect(campaign.first()).toContainText('en');
    await operator.context().close();
  });
});

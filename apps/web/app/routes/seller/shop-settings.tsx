import { ShopAddressBody, ShopSettingsBody, translate } from '@bazar/contracts';
import { PageHeading } from '../../components/page-heading';
import { type AddressFormState, ShopAddresses } from '../../features/sellers/settings-addresses';
import {
  type PictureFormState,
  type ShopPicture,
  ShopPictures,
} from '../../features/sellers/settings-pictures';
import { type SettingsFormState, ShopSettingsForm } from '../../features/sellers/settings-shop-form';
import { fileForm } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/shop-settings';

export const meta = staticPageMeta('seller.settings.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, addresses] = await Promise.all([
    webOf(context).api.shopSettings.settings({ query: {} }),
    webOf(context).api.shopSettings.addresses({ query: {} }),
  ]);
  return { settings, addresses, origin: pageUrl(request).origin };
}

type ActionState =
  | ({ form: 'settings' } & SettingsFormState)
  | ({ form: 'address' } & AddressFormState)
  | ({ form: 'picture' } & PictureFormState);

/**
 * Saves the shop settings, uploads the logo or banner, or adds, edits, deletes or marks an address
 * for returns. Each result is a notification after a redirect back to its section; field errors
 * come back beside the fields.
 */
export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const here = pageUrl(request).pathname;
  const formData = await request.formData();
  const form = formValues(formData);
  const intent = form.intent ?? '';
  const done = (section: string, message: string) =>
    redirectWithToast(`${here}#${section}`, { kind: 'success', message });
  const refused = (section: string, message: string) =>
    redirectWithToast(`${here}#${section}`, { kind: 'error', message });

  if (intent === 'logo' || intent === 'banner') {
    const picture: ShopPicture = intent;
    const file = formData.get('file');
    if (!(file instanceof File) || file.size === 0)
      return { form: 'picture', picture, error: translate('validation.required', lang) };
    const { shopSettings } = webOf(context).api;
    const upload = { query: {}, body: fileForm(file) };
    const answer = await (picture === 'logo' ? shopSettings.logo(upload) : shopSettings.banner(upload));
    if (answer.ok) throw done('shop-pictures', t('seller.pictures.saved'));
    const feedback = problemFeedback(answer.problem);
    return { form: 'picture', picture, error: feedback.errors?.file ?? feedback.formError };
  }

  if (intent === 'address-delete') {
    const answer = await webOf(context).api.shopSettings.removeAddress({
      params: { id: Number(form.id) },
      query: {},
    });
    throw answer.ok
      ? done('shop-addresses', t('addresses.deleted'))
      : refused('shop-addresses', answer.problem.detail);
  }

  if (intent === 'address-returns') {
    const address = (await webOf(context).api.shopSettings.addresses({ query: {} })).find(
      (entry) => String(entry.id) === form.id,
    );
    if (!address) throw refused('shop-addresses', translate('shop.addressNotFound', lang));
    const answer = await webOf(context).api.shopSettings.updateAddress({
      params: { id: address.id },
      query: {},
      body: {
        city: address.city,
        addressText: address.addressText,
        phone: address.phone ?? undefined,
        forReturns: true,
      },
    });
    throw answer.ok
      ? done('shop-addresses', t('addresses.saved'))
      : refused('shop-addresses', answer.problem.detail);
  }

  if (intent === 'address-save') {
    const body = validate(ShopAddressBody, form, lang);
    if (!body.ok) return { form: 'address', errors: body.errors, values: form };
    const id = Number(form.id);
    const answer =
      id > 0
        ? await webOf(context).api.shopSettings.updateAddress({ params: { id }, query: {}, body: body.data })
        : await webOf(context).api.shopSettings.addAddress({ query: {}, body: body.data });
    if (!answer.ok) return { form: 'address', ...problemFeedback(answer.problem), values: form };
    throw done('shop-addresses', t('addresses.saved'));
  }

  const settings = validate(ShopSettingsBody, form, lang);
  if (!settings.ok) return { form: 'settings', errors: settings.errors, values: form };
  const answer = await webOf(context).api.shopSettings.updateSettings({ query: {}, body: settings.data });
  if (!answer.ok) return { form: 'settings', ...problemFeedback(answer.problem), values: form };
  throw done('shop-settings', t('seller.settings.saved'));
}

export default function ShopSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { settings, addresses, origin } = loaderData;
  return (
    <>
      <PageHeading>{t('seller.settings.title')}</PageHeading>
      <div className="space-y-6">
        <ShopSettingsForm
          key={`${settings.slug}-${settings.name}`}
          settings={settings}
          origin={origin}
          state={actionData?.form === 'settings' ? actionData : undefined}
        />
        <ShopPictures
          logo={settings.logo}
          banner={settings.banner}
          state={actionData?.form === 'picture' ? actionData : undefined}
        />
        <ShopAddresses
          addresses={addresses}
          state={actionData?.form === 'address' ? actionData : undefined}
        />
      </div>
    </>
  );
}

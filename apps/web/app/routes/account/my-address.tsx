import { type Address, AddressBody, type Region, translate } from '@bazar/contracts';
import { MapPin, Plus, Star } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { AddressActions, AddressCardBody, AddressFormFoot } from '../../features/checkout/address-actions';
import { AddressFields, unchosenPlaces } from '../../features/checkout/address-fields';
import { type FieldErrors, formValues, problemFeedback } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/my-address';

export const meta = staticPageMeta('account.addresses');

export async function loader({ context }: Route.LoaderArgs) {
  const [addresses, regions] = await Promise.all([
    webOf(context).api.addresses.list({}),
    webOf(context).api.addresses.regions({}),
  ]);
  return { addresses, regions };
}

interface AddressFormState {
  errors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
}

function addressBodyOf(form: Record<string, string>, isDefault: boolean) {
  return AddressBody.safeParse({
    cityId: form.cityId,
    districtId: form.districtId,
    text: form.text,
    type: form.type,
    isDefault,
  });
}

/** Saves (adds or edits), deletes, or makes an address the default; results show as notifications. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<AddressFormState> {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const here = pageUrl(request).pathname;
  const form = formValues(await request.formData());
  const id = Number(form.id);

  if (form.intent === 'delete') {
    const answer = await webOf(context).api.addresses.remove({ params: { id } });
    throw redirectWithToast(
      here,
      answer.ok
        ? { kind: 'success', message: t('addresses.deleted') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }

  if (form.intent === 'default') {
    const address = (await webOf(context).api.addresses.list({})).find((entry) => entry.id === id);
    const body = address && addressBodyOf({ ...form, ...stringsOf(address) }, true);
    const answer = body?.success
      ? await webOf(context).api.addresses.update({ params: { id }, body: body.data })
      : null;
    if (answer?.ok) throw redirectWithToast(here, { kind: 'success', message: t('addresses.saved') });
    const message =
      answer && !answer.ok ? answer.problem.detail : translate('checkout.addressNotFound', lang);
    throw redirectWithToast(here, { kind: 'error', message });
  }

  const body = addressBodyOf(form, form.isDefault === 'on');
  if (!body.success) {
    const errors: FieldErrors = {};
    for (const issue of body.error.issues) errors[String(issue.path[0])] ??= translate(issue.message, lang);
    return { errors: { ...errors, ...unchosenPlaces(form, lang) }, values: form };
  }
  const answer =
    id > 0
      ? await webOf(context).api.addresses.update({ params: { id }, body: body.data })
      : await webOf(context).api.addresses.create({ body: body.data });
  if (!answer.ok) return { ...problemFeedback(answer.problem), values: form };
  throw redirectWithToast(here, { kind: 'success', message: t('addresses.saved') });
}

function stringsOf(address: Address): Record<string, string> {
  return {
    cityId: String(address.cityId),
    districtId: String(address.districtId),
    text: address.text,
    type: address.type,
  };
}

function AddressForm({
  address,
  regions,
  state,
}: {
  address?: Address;
  regions: Region[];
  state?: AddressFormState;
}) {
  const t = useT();
  const values = state?.values ?? (address ? stringsOf(address) : {});
  const isDefault = state?.values ? state.values.isDefault === 'on' : (address?.isDefault ?? false);
  return (
    <section className="mb-6 rounded-card border border-line p-4 sm:p-6" data-testid="address-form">
      <h2 className="mb-4 text-lg font-bold">{t(address ? 'addresses.editTitle' : 'addresses.add')}</h2>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert>{state?.formError}</FormAlert>
        {address && <input type="hidden" name="id" value={address.id} />}
        <AddressFields regions={regions} values={values} errors={state?.errors} idPrefix="address" />
        <AddressFormFoot
          flag={{ name: 'isDefault', checked: isDefault, label: t('addresses.isDefault') }}
          saveIntent="save"
          cancelHref="."
        />
      </Form>
    </section>
  );
}

function AddressCard({ address, confirmDelete }: { address: Address; confirmDelete: boolean }) {
  const t = useT();
  const lang = useLang();
  return (
    <li className="rounded-card border border-line p-4" data-testid="address-card">
      <AddressCardBody>
        <p className="font-semibold">
          {address.city}, {address.district}{' '}
          <span className="font-normal text-muted">
            ({t(address.type === 'home' ? 'checkout.home' : 'checkout.office')})
          </span>
        </p>
        <p className="text-sm">{address.text}</p>
        {address.isDefault && (
          <p className="mt-1 inline-flex items-center gap-1 rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            <Star className="size-3" aria-hidden />
            {t('addresses.default')}
          </p>
        )}
        {!address.deliverable && (
          <p className="mt-1 text-sm font-semibold text-discount">
            {translate('checkout.areaNotDeliverable', lang)}
          </p>
        )}
      </AddressCardBody>
      <AddressActions
        id={address.id}
        confirmDelete={confirmDelete}
        deleteIntent="delete"
        cancelHref="."
        editHref={`?edit=${address.id}`}
        deleteHref={`?delete=${address.id}`}
        mark={address.isDefault ? undefined : { intent: 'default', label: t('addresses.setDefault') }}
      />
    </li>
  );
}

/** Spec: my addresses (city, district, address text, type home/office); add, edit, delete, default. */
export default function MyAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const { addresses, regions } = loaderData;
  const editing = addresses.find((address) => String(address.id) === search.get('edit'));
  const adding =
    search.get('new') === '1' || (!editing && Boolean(actionData?.errors || actionData?.formError));
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading>{t('account.addresses')}</PageHeading>
        {!adding && !editing && (
          <Link
            to="?new=1"
            className="inline-flex items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            <Plus className="size-4" aria-hidden />
            {t('addresses.add')}
          </Link>
        )}
      </div>
      {(adding || editing) && (
        <AddressForm key={editing?.id ?? 'new'} address={editing} regions={regions} state={actionData} />
      )}
      {addresses.length === 0 ? (
        !adding && <EmptyState icon={MapPin} title={t('addresses.empty')} testId="addresses-empty" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              confirmDelete={search.get('delete') === String(address.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

import type { ShopAddress } from '@bazar/contracts';
import { Phone, Plus, RotateCcw } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { FormAlert, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { AddressActions, AddressCardBody, AddressFormFoot } from '../checkout/address-actions';
import { SettingsSection } from './settings-section';

export interface AddressFormState {
  errors?: FieldErrors;
  formError?: string;
  values?: Partial<Record<string, string>>;
}

/** Links inside the page keep the addresses in view. */
const anchor = '#shop-addresses';

function AddressForm({ address, state }: { address?: ShopAddress; state?: AddressFormState }) {
  const t = useT();
  const errors = state?.errors ?? {};
  const value = (name: 'city' | 'addressText' | 'phone') => state?.values?.[name] ?? address?.[name] ?? '';
  const forReturns = state?.values ? state.values.forReturns === 'on' : (address?.forReturns ?? false);
  return (
    <div className="mb-4 rounded-lg border border-line bg-surface p-4" data-testid="shop-address-form">
      <h3 className="mb-3 font-semibold">
        {t(address ? 'seller.addresses.editTitle' : 'seller.addresses.add')}
      </h3>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert>{state?.formError}</FormAlert>
        {address && <input type="hidden" name="id" value={address.id} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="city"
            label={t('seller.addresses.city')}
            defaultValue={value('city')}
            error={errors.city}
            idPrefix="address"
            required
          />
          <TextField
            name="phone"
            type="tel"
            label={t('seller.addresses.phone')}
            defaultValue={value('phone')}
            error={errors.phone}
            idPrefix="address"
          />
          <div className="sm:col-span-2">
            <TextField
              name="addressText"
              label={t('seller.addresses.text')}
              defaultValue={value('addressText')}
              error={errors.addressText}
              idPrefix="address"
              required
            />
          </div>
        </div>
        <AddressFormFoot
          flag={{ name: 'forReturns', checked: forReturns, label: t('seller.addresses.forReturns') }}
          saveIntent="address-save"
          cancelHref={anchor}
        />
      </Form>
    </div>
  );
}

function AddressRow({ address, confirmDelete }: { address: ShopAddress; confirmDelete: boolean }) {
  const t = useT();
  return (
    <li className="rounded-lg border border-line p-4" data-testid="shop-address">
      <AddressCardBody>
        <p className="font-semibold">{address.city}</p>
        <p className="text-sm break-words">{address.addressText}</p>
        {address.phone && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted">
            <Phone className="size-3.5" aria-hidden />
            {address.phone}
          </p>
        )}
        {address.forReturns && (
          <p className="mt-1 flex w-fit items-center gap-1 rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            <RotateCcw className="size-3" aria-hidden />
            {t('seller.addresses.returnsBadge')}
          </p>
        )}
      </AddressCardBody>
      <AddressActions
        id={address.id}
        confirmDelete={confirmDelete}
        deleteIntent="address-delete"
        cancelHref={anchor}
        editHref={`?address=${address.id}${anchor}`}
        deleteHref={`?delete=${address.id}${anchor}`}
        mark={
          address.forReturns
            ? undefined
            : { intent: 'address-returns', label: t('seller.addresses.markReturns') }
        }
      />
    </li>
  );
}

/** Spec shop settings: the shop's addresses; add, edit, delete (confirmed) and choose the one for returns. */
export function ShopAddresses({ addresses, state }: { addresses: ShopAddress[]; state?: AddressFormState }) {
  const t = useT();
  const [search] = useSearchParams();
  const editing = addresses.find((address) => String(address.id) === search.get('address'));
  // A new address that came back with errors stays open.
  const adding = search.get('address') === 'new' || (!editing && Boolean(state));
  return (
    <SettingsSection
      id="shop-addresses"
      title={t('seller.addresses.title')}
      note={t('seller.addresses.note')}
      action={
        !adding &&
        !editing && (
          <Link
            to={`?address=new${anchor}`}
            className="inline-flex items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
          >
            <Plus className="size-4" aria-hidden />
            {t('seller.addresses.add')}
          </Link>
        )
      }
    >
      {(adding || editing) && <AddressForm key={editing?.id ?? 'new'} address={editing} state={state} />}
      {addresses.length === 0 ? (
        !adding && <p className="text-sm text-muted">{t('seller.addresses.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressRow
              key={address.id}
              address={address}
              confirmDelete={search.get('delete') === String(address.id)}
            />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

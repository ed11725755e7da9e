import { type Lang, type Region, translate } from '@bazar/contracts';
import { useRef, useState } from 'react';
import { ChoiceField, SelectField, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { MapPicker } from '../privacy/map-picker';

/**
 * A city or district left unchosen is "required", not the contract's "invalid identifier" that an
 * empty id gives.
 */
export function unchosenPlaces(values: AddressValues, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['cityId', 'districtId'] as const)
    if (!values[field]?.trim()) errors[field] = translate('validation.required', lang);
  return errors;
}

export interface AddressValues {
  cityId?: string;
  districtId?: string;
  text?: string;
  type?: string;
}

/**
 * Spec address: city, district, address text, type home/office. Places we do not deliver to yet are
 * listed but cannot be chosen, with the spec's "area not deliverable at present". The district list
 * follows the city chosen (without scripts every city's districts are listed, grouped by city).
 */
export function AddressFields({
  regions,
  values = {},
  errors = {},
  idPrefix = 'address',
}: {
  regions: Region[];
  values?: AddressValues;
  errors?: FieldErrors;
  idPrefix?: string;
}) {
  const t = useT();
  const lang = useLang();
  const [cityId, setCityId] = useState(values.cityId ?? '');
  const textField = useRef<HTMLDivElement>(null);
  const notDeliverable = translate('checkout.areaNotDeliverable', lang);
  const optionLabel = (name: string, deliverable: boolean) =>
    deliverable ? name : t('checkout.notDeliverableOption', { name, reason: notDeliverable });
  const city = regions.find((region) => String(region.id) === cityId);
  const districtOptions = (region: Region) =>
    region.districts.map((district) => {
      const deliverable = region.deliverable && district.deliverable;
      return (
        <option key={district.id} value={district.id} disabled={!deliverable}>
          {optionLabel(district.name, deliverable)}
        </option>
      );
    });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="cityId"
          label={t('checkout.city')}
          idPrefix={idPrefix}
          value={cityId}
          onChange={(event) => setCityId(event.target.value)}
          error={errors.cityId}
          required
        >
          <option value="">{t('checkout.chooseCity')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id} disabled={!region.deliverable}>
              {optionLabel(region.name, region.deliverable)}
            </option>
          ))}
        </SelectField>
        <SelectField
          key={cityId}
          name="districtId"
          label={t('checkout.district')}
          idPrefix={idPrefix}
          defaultValue={cityId === (values.cityId ?? '') ? (values.districtId ?? '') : ''}
          error={errors.districtId}
          required
        >
          <option value="">{t('checkout.chooseDistrict')}</option>
          {city
            ? districtOptions(city)
            : regions.map((region) => (
                <optgroup key={region.id} label={region.name}>
                  {districtOptions(region)}
                </optgroup>
              ))}
        </SelectField>
      </div>
      <div ref={textField}>
        <TextField
          name="text"
          label={t('checkout.addressText')}
          idPrefix={idPrefix}
          defaultValue={values.text}
          error={errors.text}
          autoComplete="street-address"
          maxLength={300}
          required
        />
      </div>
      {/* The field stays the visitor's to edit: the map's address only fills it in. */}
      <MapPicker
        onAddress={(text) => {
          const input = textField.current?.querySelector('input');
          if (input) input.value = text.slice(0, 300);
        }}
      />
      <ChoiceField
        name="type"
        legend={t('checkout.addressType')}
        value={values.type ?? 'home'}
        error={errors.type}
        options={[
          { value: 'home', label: t('checkout.home') },
          { value: 'office', label: t('checkout.office') },
        ]}
      />
    </div>
  );
}

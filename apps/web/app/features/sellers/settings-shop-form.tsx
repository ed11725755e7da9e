import type { ShopSettings } from '@bazar/contracts';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { FieldError, FormAlert, SubmitButton, TextField, textFieldsOf } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { FieldGroup, SettingsSection } from './settings-section';

export interface SettingsFormState {
  errors?: FieldErrors;
  formError?: string;
  /** What was sent, shown again when the form comes back with errors. */
  values?: Partial<Record<string, string>>;
}

type TextSetting =
  | 'name'
  | 'slug'
  | 'city'
  | 'site'
  | 'description'
  | 'taxId'
  | 'coordinatorName'
  | 'coordinatorPhone';

/**
 * The shop's subdomain on the marketplace's own host: `{slug}.bazar.az`, or `{slug}.localhost:3000`
 * in development (the server sends such hosts to the shop's seller page).
 */
export function shopAddressPreview(origin: string, slug: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${slug.trim().toLowerCase() || '…'}.${url.host}`;
}

function DescriptionField({ value, error }: { value: string; error?: string }) {
  const t = useT();
  const id = 'shop-description';
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('seller.settings.description')}
      </label>
      <textarea
        id={id}
        name="description"
        rows={4}
        maxLength={2000}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm"
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Spec shop settings: the shop (name, subdomain, city, site, description), legal details (VÖEN) and coordinator. */
export function ShopSettingsForm({
  settings,
  origin,
  state,
}: {
  settings: ShopSettings;
  /** The marketplace's own address, for the subdomain preview. */
  origin: string;
  state?: SettingsFormState;
}) {
  const t = useT();
  const errors = state?.errors ?? {};
  const value = (name: TextSetting) => state?.values?.[name] ?? settings[name] ?? '';
  const [slug, setSlug] = useState(value('slug'));
  const text = textFieldsOf({ idPrefix: 'shop', value, errors });
  return (
    <SettingsSection id="shop-settings" title={t('seller.settings.shop')}>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert>{state?.formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', t('seller.settings.name'), { required: true })}
          <div>
            <TextField
              name="slug"
              label={t('seller.settings.slug')}
              defaultValue={value('slug')}
              error={errors.slug}
              hint={t('seller.settings.slugHint')}
              idPrefix="shop"
              required
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => setSlug(event.currentTarget.value)}
            />
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted" data-testid="subdomain-preview">
              <Globe className="size-4 shrink-0" aria-hidden />
              <span>
                {t('seller.settings.preview')}:{' '}
                <span className="font-semibold break-all text-ink">{shopAddressPreview(origin, slug)}</span>
              </span>
            </p>
          </div>
          {text('city', t('seller.settings.city'), { required: true })}
          {text('site', t('seller.settings.site'), { type: 'url' })}
          <DescriptionField value={value('description')} error={errors.description} />
        </div>
        <FieldGroup title={t('seller.settings.legal')}>
          {text('taxId', t('seller.settings.taxId'), {
            required: true,
            inputMode: 'numeric',
            hint: t('seller.settings.taxIdHint'),
          })}
        </FieldGroup>
        <FieldGroup title={t('seller.settings.coordinator')} note={t('seller.settings.coordinatorNote')}>
          {text('coordinatorName', t('seller.settings.coordinatorName'), { required: true })}
          {text('coordinatorPhone', t('seller.settings.coordinatorPhone'), { required: true, type: 'tel' })}
        </FieldGroup>
        <div className="sm:w-64">
          <SubmitButton intent="settings">{t('seller.settings.save')}</SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

import type { SellerInfo, ShopStatus } from '@bazar/contracts';
import { BadgeCheck, Ban, Clock, FileWarning, Store, XCircle } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormAlert, SubmitButton, textFieldsOf } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { SettingsSection } from './settings-section';

export interface SellerInfoFormState {
  errors?: FieldErrors;
  formError?: string;
  /** What was sent, shown again when the form comes back with errors. */
  values?: Partial<Record<string, string>>;
}

const statusLook: Record<
  ShopStatus,
  { label: MessageKey; note: MessageKey; icon: typeof Clock; tone: string }
> = {
  pending: {
    label: 'seller.status.pending',
    note: 'seller.status.pendingNote',
    icon: Clock,
    tone: 'bg-amber-100 text-amber-900',
  },
  approved: {
    label: 'seller.status.approved',
    note: 'seller.status.approvedNote',
    icon: BadgeCheck,
    tone: 'bg-success/10 text-success',
  },
  rejected: {
    label: 'seller.status.rejected',
    note: 'seller.status.rejectedNote',
    icon: XCircle,
    tone: 'bg-discount/10 text-discount',
  },
  documents: {
    label: 'seller.status.documents',
    note: 'seller.status.documentsNote',
    icon: FileWarning,
    tone: 'bg-amber-100 text-amber-900',
  },
  suspended: {
    label: 'seller.status.suspended',
    note: 'seller.status.suspendedNote',
    icon: Ban,
    tone: 'bg-discount/10 text-discount',
  },
};

/** The shop the seller runs and where its approval stands. */
export function ShopStatusCard({ info }: { info: SellerInfo }) {
  const t = useT();
  const lang = useLang();
  const look = statusLook[info.shopStatus];
  const Icon = look.icon;
  return (
    <SettingsSection id="seller-shop" title={t('seller.info.shop')}>
      <div className="flex flex-wrap items-center gap-3">
        <Store className="size-5 text-accent" aria-hidden />
        <p className="font-semibold">{info.shopName}</p>
        <p
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.tone}`}
          data-testid="shop-status"
        >
          <Icon className="size-4" aria-hidden />
          <span className="sr-only">{t('seller.info.status')}: </span>
          {t(look.label)}
        </p>
      </div>
      <p className="mt-2 text-sm text-muted">{t(look.note)}</p>
      {info.statusNote && info.shopStatus !== 'approved' && (
        <p
          className="mt-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          data-testid="shop-status-note"
        >
          <span className="font-semibold">{t('seller.status.operatorNote')}</span> {info.statusNote}
        </p>
      )}
      <Link
        to={localizePath('/shop/settings', lang)}
        className="mt-3 inline-block text-sm font-semibold text-accent hover:underline"
      >
        {t('seller.info.toSettings')}
      </Link>
    </SettingsSection>
  );
}

/** Spec seller information: name, surname and email (the phone has its own section, PhoneChangeForm). */
export function SellerInfoForm({ info, state }: { info: SellerInfo; state?: SellerInfoFormState }) {
  const t = useT();
  const errors = state?.errors ?? {};
  const field = textFieldsOf<'firstName' | 'lastName' | 'phone' | 'email'>({
    idPrefix: 'seller',
    value: (name) => state?.values?.[name] ?? info[name] ?? '',
    errors,
    required: true,
  });
  return (
    <SettingsSection id="seller-details" title={t('seller.info.details')}>
      <Form method="post" noValidate className="space-y-4">
        <FormAlert>{state?.formError ?? errors.phone}</FormAlert>
        {/* The phone is changed in its own section, with a code texted to the new number. */}
        <input type="hidden" name="phone" value={info.phone ?? ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', t('account.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('account.lastName'), { autoComplete: 'family-name' })}
          {field('email', t('account.email'), { type: 'email', autoComplete: 'email' })}
        </div>
        <div className="sm:w-56">
          <SubmitButton intent="info">{t('account.save')}</SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

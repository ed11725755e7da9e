import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { FieldError, SubmitButton } from '../../components/form';
import { ResponsiveImage } from '../../components/responsive-image';
import { useT } from '../../lib/i18n';
import { SettingsSection } from './settings-section';

export type ShopPicture = 'logo' | 'banner';

/** What an upload came back with: the message beside the file field. */
export interface PictureFormState {
  picture: ShopPicture;
  error?: string;
}

/** The chosen file shown before it is uploaded; the saved picture otherwise. */
function usePreview(saved: string | null) {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  return {
    src: chosen ?? saved,
    choose: (file: File | undefined) => setChosen(file ? URL.createObjectURL(file) : null),
  };
}

function PictureForm({
  picture,
  saved,
  error,
}: {
  picture: ShopPicture;
  saved: string | null;
  error?: string;
}) {
  const t = useT();
  const preview = usePreview(saved);
  const id = `shop-${picture}`;
  const label = t(picture === 'logo' ? 'seller.pictures.logo' : 'seller.pictures.banner');
  const frame = picture === 'logo' ? 'size-28 rounded-full' : 'aspect-[4/1] w-full max-w-xl rounded-lg';
  // The frame's size, for the image's sizes and shape.
  const shape =
    picture === 'logo'
      ? { sizes: '112px', width: 112, height: 112 }
      : { sizes: '(min-width: 640px) 576px, calc(100vw - 32px)', width: 576, height: 144 };
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" data-testid={`${picture}-form`}>
      <p className="text-sm font-semibold">{label}</p>
      <div
        className={`${frame} flex items-center justify-center overflow-hidden border border-line bg-surface`}
      >
        {preview.src ? (
          <ResponsiveImage src={preview.src} alt={label} {...shape} className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-muted">
            <ImageOff className="size-5" aria-hidden />
            {t('seller.pictures.none')}
          </span>
        )}
      </div>
      <div>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => preview.choose(event.currentTarget.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold hover:file:bg-surface"
        />
        {!error && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t('seller.pictures.hint')}
          </p>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="sm:w-48">
        <SubmitButton intent={picture} variant="secondary">
          {t('seller.pictures.upload')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Spec shop settings: the logo and the banner of the seller page, each uploaded with a preview. */
export function ShopPictures({
  logo,
  banner,
  state,
}: {
  logo: string | null;
  banner: string | null;
  state?: PictureFormState;
}) {
  const t = useT();
  const errorOf = (picture: ShopPicture) => (state?.picture === picture ? state.error : undefined);
  return (
    <SettingsSection id="shop-pictures" title={t('seller.pictures.title')}>
      <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        {/* Keyed by the saved picture, so a saved upload clears the chosen file and its preview. */}
        <PictureForm key={logo ?? 'no-logo'} picture="logo" saved={logo} error={errorOf('logo')} />
        <PictureForm key={banner ?? 'no-banner'} picture="banner" saved={banner} error={errorOf('banner')} />
      </div>
    </SettingsSection>
  );
}

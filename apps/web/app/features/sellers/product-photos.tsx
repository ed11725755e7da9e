import { productEditorLimits } from '@bazar/contracts';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FieldError } from '../../components/form';
import { ResponsiveImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

export interface Photo {
  path: string;
  url: string;
}

const iconButton =
  'flex justify-center rounded-md border border-line bg-white p-1 text-ink hover:bg-surface disabled:opacity-40 disabled:hover:bg-white';

/**
 * The product's photos in order, the first being the main one. With JavaScript each chosen file is
 * uploaded at once and can be reordered, made main or removed; without it the files go with the
 * form and the action uploads them.
 */
export function ProductPhotos({
  initial,
  error,
  hydrated,
}: {
  initial: Photo[];
  error?: string;
  hydrated: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const [photos, setPhotos] = useState(initial);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | undefined>();
  // The server's message was about the photos as they were; once they change it no longer holds.
  const [changed, setChanged] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const move = (from: number, to: number) => {
    setChanged(true);
    setPhotos((current) => {
      const next = [...current];
      const [photo] = next.splice(from, 1);
      if (photo) next.splice(to, 0, photo);
      return next;
    });
  };

  async function upload(files: FileList | null) {
    if (!files) return;
    setUploadError(undefined);
    setChanged(true);
    const chosen = [...files].slice(0, productEditorLimits.maxPhotos - photos.length);
    setUploading((count) => count + chosen.length);
    await Promise.all(
      chosen.map(async (file) => {
        const body = new FormData();
        body.set('file', file);
        try {
          const response = await fetch(localizePath('/shop/product/photo', lang), { method: 'POST', body });
          const answer = (await response.json()) as Photo | { error: string };
          if ('path' in answer) setPhotos((current) => [...current, answer]);
          else setUploadError(answer.error);
        } catch {
          setUploadError(t('error.title'));
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
    if (input.current) input.current.value = '';
  }

  const shownError = uploadError ?? (changed ? undefined : error);
  return (
    <div>
      <p id="photos-hint" className="mb-3 text-sm text-muted">
        {t('productForm.photosHint')}
      </p>
      <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="product-photos">
        {photos.map((photo, index) => (
          <li key={photo.path} className="rounded-lg border border-line p-2" data-testid="product-photo">
            <input type="hidden" name="photo" value={photo.path} />
            <input type="hidden" name="photoUrl" value={photo.url} />
            <div className="relative aspect-square overflow-hidden rounded-md bg-surface">
              <ResponsiveImage
                src={photo.url}
                alt={t('productForm.photoAlt', { n: index + 1 })}
                sizes="(min-width: 640px) 25vw, 50vw"
                width={400}
                height={400}
                className="size-full object-contain"
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t('productForm.mainPhoto')}
                </span>
              )}
            </div>
            {hydrated && (
              <div className="mt-2 grid grid-cols-4 gap-1">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('productForm.moveLeft')}
                  title={t('productForm.moveLeft')}
                >
                  <ArrowLeft className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, 0)}
                  disabled={index === 0}
                  aria-label={t('productForm.makeMain')}
                  title={t('productForm.makeMain')}
                >
                  <Star className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index + 1)}
                  disabled={index === photos.length - 1}
                  aria-label={t('productForm.moveRight')}
                  title={t('productForm.moveRight')}
                >
                  <ArrowRight className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={`${iconButton} text-discount`}
                  onClick={() => {
                    setChanged(true);
                    setPhotos((current) => current.filter((_, at) => at !== index));
                  }}
                  aria-label={t('productForm.removePhoto')}
                  title={t('productForm.removePhoto')}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <label
        htmlFor="field-photos"
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-accent px-3 py-2 text-sm font-semibold text-accent hover:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
      >
        <ImagePlus className="size-4" aria-hidden />
        {uploading > 0 ? t('productForm.uploading') : t('productForm.addPhotos')}
        <input
          ref={input}
          id="field-photos"
          type="file"
          // With JavaScript the files are uploaded on choosing, so they must not go with the form too.
          name={hydrated ? undefined : 'photoFiles'}
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? 'field-photos-error' : 'photos-hint'}
          onChange={hydrated ? (event) => void upload(event.currentTarget.files) : undefined}
        />
      </label>
      <FieldError id="field-photos-error">{shownError}</FieldError>
    </div>
  );
}

import type { ImgHTMLAttributes } from 'react';
import { ResponsiveImage } from '../../components/responsive-image';

/** A campaign's banner, 3:1 across its place; `sizes` says how wide that place is. */
export function CampaignBannerImage({
  banner,
  sizes,
  loading,
  fetchPriority,
}: {
  banner: string;
  sizes: string;
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
}) {
  return (
    <ResponsiveImage
      src={banner}
      alt=""
      sizes={sizes}
      width={1200}
      height={400}
      loading={loading}
      fetchPriority={fetchPriority}
      className="aspect-[3/1] w-full object-cover"
    />
  );
}

import type { GiftCardDesign } from '@bazar/contracts';
import { Cake, Gift, Heart, PartyPopper } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

/** Each design's colours and picture: what "card type" means on screen. */
const faces: Record<GiftCardDesign, { look: string; Icon: typeof Gift }> = {
  classic: { look: 'from-violet-700 to-indigo-500', Icon: Gift },
  birthday: { look: 'from-pink-600 to-orange-400', Icon: Cake },
  holiday: { look: 'from-emerald-700 to-teal-400', Icon: PartyPopper },
  thanks: { look: 'from-amber-600 to-rose-500', Icon: Heart },
};

/** A gift card as it looks: its design, the Bazar name and, when known, its amount. */
export function GiftCardFace({
  design,
  amount,
  small,
}: {
  design: GiftCardDesign;
  amount?: number;
  small?: boolean;
}) {
  const t = useT();
  const { look, Icon } = faces[design];
  return (
    <div
      className={`relative flex aspect-[1.6] flex-col justify-between overflow-hidden rounded-xl bg-gradient-to-br p-3 text-white shadow-sm ${look} ${small ? 'w-36' : 'w-full max-w-xs'}`}
      data-testid="gift-card-face"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm font-bold">Bazar</span>
        <Icon className={small ? 'size-5' : 'size-7'} aria-hidden />
      </div>
      <div>
        <p className="text-xs opacity-90">{t(`giftCard.design.${design}`)}</p>
        {amount !== undefined && (
          <p className={`font-bold ${small ? 'text-base' : 'text-2xl'}`}>{formatMoney(amount)}</p>
        )}
      </div>
    </div>
  );
}

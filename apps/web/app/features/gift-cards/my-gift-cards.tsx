import type { MyGiftCard } from '@bazar/contracts';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDate } from '../../lib/route-meta';
import { GiftCardFace } from './gift-card-face';

/** One list of the member's cards (active or used): each with its face, number, sender and money. */
export function GiftCardList({
  cards,
  heading,
  empty,
  testId,
}: {
  cards: MyGiftCard[];
  heading: MessageKey;
  empty: MessageKey;
  testId: string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section data-testid={testId}>
      <h2 className="mb-3 text-lg font-bold">{t(heading)}</h2>
      {cards.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-4 text-sm text-muted">{t(empty)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex gap-4 rounded-card border border-line p-3"
              data-testid="gift-card"
            >
              <GiftCardFace design={card.design} amount={card.value} small />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-mono font-semibold" data-testid="gift-card-number">
                  {card.number}
                </p>
                <p className="text-muted">{t('giftCard.profile.from', { name: card.senderName })}</p>
                {card.message && <p className="mt-1 italic">“{card.message}”</p>}
                <dl className="mt-2 grid grid-cols-2 gap-x-2">
                  <dt className="text-muted">{t('giftCard.profile.value')}</dt>
                  <dd>{formatMoney(card.value)}</dd>
                  <dt className="text-muted">{t('giftCard.profile.remainder')}</dt>
                  <dd className="font-semibold" data-testid="gift-card-remainder">
                    {formatMoney(card.remainder)}
                  </dd>
                </dl>
                <p className="mt-1 text-xs text-muted">{formatDate(card.activatedAt)}</p>
                {card.status === 'active' && (
                  <Link
                    to={localizePath('/cart', lang)}
                    className="mt-2 inline-block font-semibold text-accent hover:underline"
                  >
                    {t('giftCard.profile.use')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useT } from '../../lib/i18n';

/** Spec CNT-05: the four networks an article is shared to, as their own share pages take it. */
export function shareTargets(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
  ];
}

/** Plain links (nothing is loaded from the networks), each opening its share page in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  return (
    <div
      className="mt-8 flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm"
      data-testid="share-links"
    >
      <span className="font-semibold">{t('blog.share')}:</span>
      {shareTargets(url, title).map((network) => (
        <a
          key={network.name}
          href={network.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full border border-line px-3 py-1 hover:border-accent hover:text-accent"
        >
          {network.name}
        </a>
      ))}
    </div>
  );
}

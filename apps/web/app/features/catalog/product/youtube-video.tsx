import { Play } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * The seller's YouTube video behind a poster of our own: nothing is loaded from YouTube until the
 * buyer asks for it, and then from its privacy-enhanced (no-cookie) host.
 */
export function YoutubeVideo({
  videoId,
  title,
  poster,
}: {
  videoId: string;
  title: string;
  poster: string | null;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const embed = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-card"
        src={`${embed}?autoplay=1&rel=0`}
        title={t('product.videoTitle', { title })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    // Without JavaScript the poster is a plain link to the video.
    <a
      href={embed}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-card bg-ink"
      data-testid="video-poster"
    >
      {poster && (
        <img
          src={poster}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover opacity-40"
        />
      )}
      <span className="relative flex items-center gap-3 rounded-full bg-white/95 px-5 py-3 font-semibold text-ink shadow group-hover:text-accent">
        <Play className="size-6 fill-current" aria-hidden />
        {t('product.playVideo')}
      </span>
    </a>
  );
}
